/** How the supply-chain screens show times and PACT periods. */
export { NO_VALUE } from '@pcf/shared';

const two = (n: number) => String(n).padStart(2, '0');

/** An ISO time in the viewer's time zone, YYYY-MM-DD HH:mm; null as —. */
export function formatTime(iso: string | null | undefined): string {
  if (!iso) return '—';
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return iso;
  return `${at.getFullYear()}-${two(at.getMonth() + 1)}-${two(at.getDate())} ${two(at.getHours())}:${two(at.getMinutes())}`;
}

/** A PACT instant as its UTC day (PACT periods are whole UTC days). */
export function utcDay(iso: string): string {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return iso;
  return `${at.getUTCFullYear()}-${two(at.getUTCMonth() + 1)}-${two(at.getUTCDate())}`;
}

/**
 * A period whose end is exclusive (PACT's referencePeriodEnd, a request's periodEnd) as its first and
 * last day: 2025-01-01 ~ 2025-12-31 for [2025-01-01T00:00Z, 2026-01-01T00:00Z).
 */
export function formatPeriod(start: string | null | undefined, end: string | null | undefined): string {
  if (!start && !end) return '—';
  const last = end ? new Date(new Date(end).getTime() - 1).toISOString() : null;
  return `${start ? utcDay(start) : '…'} ~ ${last && !Number.isNaN(new Date(last).getTime()) ? utcDay(last) : (end ?? '…')}`;
}

/** The first and the day after the last of a picked range, as UTC midnights: what formatPeriod shows back. */
export function periodOfDays(first: string, last: string): { periodStart: string; periodEnd: string } {
  const end = new Date(`${last}T00:00:00.000Z`);
  end.setUTCDate(end.getUTCDate() + 1);
  return { periodStart: new Date(`${first}T00:00:00.000Z`).toISOString(), periodEnd: end.toISOString() };
}
