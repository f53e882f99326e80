/**
 * The reference units of the method (DOMAIN.md, "Units the engine must convert"), with their
 * exact factors to the dimension's base unit. Codes are the symbols as DOMAIN.md writes them
 * (t·km with U+00B7, m² and m³ with superscripts). Each dimension's base is chosen so that every
 * factor is an exact decimal: energy is kept in MJ (1 kWh = 3.6 MJ exactly; with kWh as the base
 * 1 MJ would be 0.2777…). The seed stores these rows as seeded units: their codes, dimensions and
 * factors never change; their names may.
 */
import type { UnitDefinition } from './units';

export interface ReferenceUnit extends UnitDefinition {
  factor: string;
  isBase: boolean;
  nameZh: string;
  nameEn: string;
}

export const REFERENCE_UNITS: readonly ReferenceUnit[] = [
  { code: 'g', dimension: 'mass', factor: '0.001', isBase: false, nameZh: '克', nameEn: 'gram' },
  { code: 'kg', dimension: 'mass', factor: '1', isBase: true, nameZh: '千克', nameEn: 'kilogram' },
  { code: 't', dimension: 'mass', factor: '1000', isBase: false, nameZh: '吨', nameEn: 'tonne' },
  { code: 'Wh', dimension: 'energy', factor: '0.0036', isBase: false, nameZh: '瓦时', nameEn: 'watt hour' },
  { code: 'kWh', dimension: 'energy', factor: '3.6', isBase: false, nameZh: '千瓦时', nameEn: 'kilowatt hour' },
  { code: 'MWh', dimension: 'energy', factor: '3600', isBase: false, nameZh: '兆瓦时', nameEn: 'megawatt hour' },
  { code: 'MJ', dimension: 'energy', factor: '1', isBase: true, nameZh: '兆焦', nameEn: 'megajoule' },
  { code: 'GJ', dimension: 'energy', factor: '1000', isBase: false, nameZh: '吉焦', nameEn: 'gigajoule' },
  { code: 'L', dimension: 'volume', factor: '0.001', isBase: false, nameZh: '升', nameEn: 'litre' },
  { code: 'm³', dimension: 'volume', factor: '1', isBase: true, nameZh: '立方米', nameEn: 'cubic metre' },
  { code: 'm²', dimension: 'area', factor: '1', isBase: true, nameZh: '平方米', nameEn: 'square metre' },
  { code: 'kg·km', dimension: 'transport', factor: '0.001', isBase: false, nameZh: '千克公里', nameEn: 'kilogram kilometre' },
  { code: 't·km', dimension: 'transport', factor: '1', isBase: true, nameZh: '吨公里', nameEn: 'tonne kilometre' },
  { code: 'piece', dimension: 'count', factor: '1', isBase: true, nameZh: '个', nameEn: 'piece' },
  { code: 'W', dimension: 'power', factor: '1', isBase: true, nameZh: '瓦', nameEn: 'watt' },
  // peak power (rated at standard test conditions) is counted in the same dimension, as DOMAIN.md lists it
  { code: 'Wp', dimension: 'power', factor: '1', isBase: false, nameZh: '峰瓦', nameEn: 'watt peak' },
  { code: 'kW', dimension: 'power', factor: '1000', isBase: false, nameZh: '千瓦', nameEn: 'kilowatt' },
  { code: 'kWp', dimension: 'power', factor: '1000', isBase: false, nameZh: '千峰瓦', nameEn: 'kilowatt peak' },
];
