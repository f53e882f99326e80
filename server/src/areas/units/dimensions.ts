/**
 * The names of the unit dimensions in both languages: the dimension dictionary (pcf_unit_dimension)
 * is seeded from them, and the refusal of a conversion across dimensions names them.
 */
import type { UnitDimension } from '../../footprint/units';
import type { Language } from '../../http/messages';

export const DIMENSION_LABELS: Readonly<Record<UnitDimension, Readonly<Record<Language, string>>>> = {
  mass: { zh: '质量', en: 'Mass' },
  energy: { zh: '能量', en: 'Energy' },
  volume: { zh: '体积', en: 'Volume' },
  area: { zh: '面积', en: 'Area' },
  transport: { zh: '运输量', en: 'Transport' },
  count: { zh: '数量', en: 'Count' },
  power: { zh: '功率', en: 'Power' },
  distance: { zh: '距离', en: 'Distance' },
  passenger_transport: { zh: '旅客周转量', en: 'Passenger transport' },
  accommodation: { zh: '住宿', en: 'Accommodation' },
  work_time: { zh: '工时', en: 'Working time' },
};

export function dimensionLabel(dimension: UnitDimension, language: Language): string {
  return DIMENSION_LABELS[dimension][language];
}
