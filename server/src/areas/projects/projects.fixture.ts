/**
 * Test fixtures of the areas that work on a project's inventory (inventory, Excel, review,
 * footprint): the project they create through the API, and a complete line.
 */
import type { CreateProjectRequest, InventoryLineInput } from '@pcf/shared/contracts';

type ProjectPeople = Pick<CreateProjectRequest, 'companyId' | 'code' | 'name' | 'declaredUnitId' | 'accountantId' | 'reviewerId'>;

/** A TOPCon PV-610 module (610 Wp, 2.6 m², 30 kg) under ISO 14067, cradle to gate, over 2025 with AR6; the product changed as given. */
export const projectRequest = (fields: ProjectPeople & Partial<CreateProjectRequest>): CreateProjectRequest => ({
  productModel: 'PV-610',
  technology: 'topcon',
  ratedPowerWp: 610,
  areaM2: 2.6,
  massKg: 30,
  standard: 'iso_14067',
  boundary: 'cradle_to_gate',
  periodStart: '2025-01-01',
  periodEnd: '2025-12-31',
  gwpSet: 'AR6',
  ...fields,
});

/** The cell line's electricity from the grid factor: a complete line (secondary data, so no evidence is needed to submit). */
export const electricityLine = (
  ids: { kWh: number; grid: number; gridVersion: number },
  over: Partial<InventoryLineInput> = {},
): InventoryLineInput => ({
  stage: 'production',
  description: 'Cell line electricity',
  quantity: 120.5,
  unitId: ids.kWh,
  sourceKind: 'factor',
  factorId: ids.grid,
  factorVersionId: ids.gridVersion,
  dataType: 'secondary',
  ...over,
});
