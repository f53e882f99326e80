/**
 * The units of the open factor library's sets. The sets write some units as the platform's
 * reference units spell them differently (tonne → t, litre → L, m3 → m³); the others are added to
 * the unit table when missing, each with its exact factor to its dimension's base unit (US units
 * by their legal definitions: 1 mile = 1.609344 km, 1 short ton = 907.18474 kg, 1 US gallon =
 * 3.785411784 L, 1 Btu (IT) = 1055.05585262 J). Distances, passenger transport, room-nights and
 * full-time working hours get dimensions of their own, so none of them converts into another.
 */
import type { UnitDimension } from '@pcf/shared/contracts';
import { units } from '../../../schema';
import type { Tx } from '../service';

export interface LibraryUnit {
  code: string;
  nameZh: string;
  nameEn: string;
  dimension: UnitDimension;
  factor: string;
  isBase: boolean;
}

export const LIBRARY_UNITS: readonly LibraryUnit[] = [
  {
    code: 'kWh (Net CV)',
    nameZh: '千瓦时（低位发热量）',
    nameEn: 'kilowatt hour (net calorific value)',
    dimension: 'energy',
    factor: '3.6',
    isBase: false,
  },
  {
    code: 'kWh (Gross CV)',
    nameZh: '千瓦时（高位发热量）',
    nameEn: 'kilowatt hour (gross calorific value)',
    dimension: 'energy',
    factor: '3.6',
    isBase: false,
  },
  {
    code: 'kWh (fuel input)',
    nameZh: '千瓦时（燃料输入能量）',
    nameEn: 'kilowatt hour of fuel energy input',
    dimension: 'energy',
    factor: '3.6',
    isBase: false,
  },
  {
    code: 'mmBtu (HHV)',
    nameZh: '百万英热单位（高位发热量）',
    nameEn: 'million Btu (higher heating value)',
    dimension: 'energy',
    factor: '1055.05585262',
    isBase: false,
  },
  { code: 'mmBtu', nameZh: '百万英热单位', nameEn: 'million Btu', dimension: 'energy', factor: '1055.05585262', isBase: false },
  { code: 'million litres', nameZh: '百万升', nameEn: 'million litres', dimension: 'volume', factor: '1000', isBase: false },
  { code: 'US gallon', nameZh: '美制加仑', nameEn: 'US gallon', dimension: 'volume', factor: '0.003785411784', isBase: false },
  { code: 'scf', nameZh: '标准立方英尺', nameEn: 'standard cubic foot', dimension: 'volume', factor: '0.028316846592', isBase: false },
  { code: 'short ton', nameZh: '短吨', nameEn: 'short ton', dimension: 'mass', factor: '907.18474', isBase: false },
  {
    code: 'short ton-mile',
    nameZh: '短吨英里',
    nameEn: 'short ton mile',
    dimension: 'transport',
    factor: '1.45997231821056',
    isBase: false,
  },
  { code: 'km', nameZh: '公里', nameEn: 'kilometre', dimension: 'distance', factor: '1', isBase: true },
  { code: 'mile', nameZh: '英里', nameEn: 'mile', dimension: 'distance', factor: '1.609344', isBase: false },
  { code: 'vehicle-mile', nameZh: '车英里', nameEn: 'vehicle mile', dimension: 'distance', factor: '1.609344', isBase: false },
  { code: 'passenger·km', nameZh: '人公里', nameEn: 'passenger kilometre', dimension: 'passenger_transport', factor: '1', isBase: true },
  {
    code: 'passenger-mile',
    nameZh: '人英里',
    nameEn: 'passenger mile',
    dimension: 'passenger_transport',
    factor: '1.609344',
    isBase: false,
  },
  { code: 'room·night', nameZh: '间夜', nameEn: 'room night', dimension: 'accommodation', factor: '1', isBase: true },
  { code: 'FTE·hour', nameZh: '全职人员工时', nameEn: 'full-time equivalent hour', dimension: 'work_time', factor: '1', isBase: true },
];

/** A set's unit text → the unit code of the platform. */
const SPELLED: Readonly<Record<string, string>> = {
  tonne: 't',
  litre: 'L',
  m3: 'm³',
  'kWh (fuel energy input; see SOURCES.md)': 'kWh (fuel input)',
};

export function libraryUnitCodeOf(text: string): string {
  const unit = text.trim();
  return SPELLED[unit] ?? unit;
}

/**
 * Adds the library's units that are missing by code. A dimension that already has a base unit
 * (an administrator's) keeps it: the library's would-be base is then added as an ordinary unit of factor 1.
 */
export async function ensureLibraryUnits(tx: Tx): Promise<number> {
  const existing = await tx.select({ code: units.code, dimension: units.dimension, isBase: units.isBase }).from(units);
  const codes = new Set(existing.map((u) => u.code));
  const bases = new Set(existing.filter((u) => u.isBase).map((u) => u.dimension));
  const missing = LIBRARY_UNITS.filter((u) => !codes.has(u.code));
  if (missing.length === 0) return 0;
  await tx
    .insert(units)
    .values(missing.map((u) => ({ ...u, isBase: u.isBase && !bases.has(u.dimension) })))
    .onConflictDoNothing();
  return missing.length;
}
