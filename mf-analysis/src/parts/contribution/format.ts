/** How the analysis shows numbers and times (SPEC §5). */
// one display of result numbers for every remote (shared/src/format/result.ts)
export { NO_VALUE, formatNumber, formatShare } from '@pcf/shared';

export const CO2E = 'kg CO₂e';

/** An ISO time in the viewer's time zone, YYYY-MM-DD HH:mm. */
export function formatTime(iso: string): string {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return iso;
  const two = (n: number) => String(n).padStart(2, '0');
  return `${at.getFullYear()}-${two(at.getMonth() + 1)}-${two(at.getDate())} ${two(at.getHours())}:${two(at.getMinutes())}`;
}
