/**
 * How the factor screens show numbers and dictionary codes. Factor values span from 1e-6 (a gas
 * per kWh) to thousands, so plain 2-decimal rounding (SPEC §5) would turn the small ones into 0:
 * below 0.01 and from 1e9 on they show in the SPEC's scientific notation instead.
 */
import { round2, toScientific } from '@pcf/shared';

export const FACTOR_LIST_PATH = '/CarbonFootprintDatabase/carbon_emission_factor_management';
export const FACTOR_DETAIL_PATH = '/CarbonFootprintDatabase/carbon_emission_factor_management/item';

export function formatFactorNumber(value: number): string {
  if (!Number.isFinite(value)) return String(value);
  if (value === 0) return '0';
  const magnitude = Math.abs(value);
  if (magnitude < 0.01 || magnitude >= 1e9) return String(toScientific(value));
  return String(round2(value));
}

/** The unit of a factor's value: kg CO₂e per one of its unit. */
export const perUnit = (unitCode: string) => `kg CO₂e/${unitCode}`;

/** Text put into an echarts tooltip, which echarts renders as HTML: names come from imports and users. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
