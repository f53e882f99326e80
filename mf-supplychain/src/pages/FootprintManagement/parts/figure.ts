/** A footprint's figure as the lists show it: kg CO₂e per declared unit (PACT's decimal strings, rounded as results are). */
import { formatNumber } from '@pcf/shared';

export interface FigureFields {
  pcfExcludingBiogenicUptake: string;
  declaredUnitOfMeasurement: string;
  declaredUnitAmount: string;
}

export function footprintFigure({ pcfExcludingBiogenicUptake, declaredUnitOfMeasurement, declaredUnitAmount }: FigureFields): string {
  const amount = Number(declaredUnitAmount);
  const per = amount === 1 ? declaredUnitOfMeasurement : `${declaredUnitAmount} ${declaredUnitOfMeasurement}`;
  return `${formatNumber(Number(pcfExcludingBiogenicUptake))} kg CO₂e / ${per}`;
}
