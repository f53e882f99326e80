/**
 * The objects the generic object API serves from the start, with their fields: gathered from the
 * areas that own their tables (areas/<area>/seed.ts). Seeded when missing; an administrator's later
 * changes to a registration are never overwritten.
 */
import type { ObjectSeed } from '../db/seedShapes';
import { UNIT_OBJECTS } from '../areas/units/seed';
import { SYSTEM_OBJECTS } from '../areas/system/seed';
import { FACTOR_OBJECTS } from '../areas/factors/seed';
import { DATASET_OBJECTS } from '../areas/datasets/seed';
import { DOCUMENT_OBJECTS } from '../areas/documents/seed';
import { PROJECT_OBJECTS } from '../areas/projects/seed';
import { FOOTPRINT_OBJECTS } from '../areas/footprint/seed';
import { ONBOARDING_OBJECTS } from '../areas/onboarding/seed';
import { BENCHMARK_OBJECTS } from '../areas/benchmarks/seed';
import { inFirstSeededOrder } from './seedOrder';

/** The objects by name in the order they were first seeded (inFirstSeededOrder). */
export const FIRST_SEEDED_OBJECTS = [
  'sys_post',
  'sys_user',
  'pcf_unit',
  'pcf_project',
  'pcf_footprint_result',
  'biz_registration',
  'pcf_emission_factor',
  'pcf_company_product',
  'pcf_company_dataset',
  'pcf_company_dataset_item',
  'pcf_evidence_document',
  'pcf_general_dataset',
  'pcf_library_document',
];

export const OBJECT_REGISTRY: readonly ObjectSeed[] = inFirstSeededOrder(
  [
    ...UNIT_OBJECTS,
    ...SYSTEM_OBJECTS,
    ...FACTOR_OBJECTS,
    ...DATASET_OBJECTS,
    ...DOCUMENT_OBJECTS,
    ...PROJECT_OBJECTS,
    ...FOOTPRINT_OBJECTS,
    ...ONBOARDING_OBJECTS,
    ...BENCHMARK_OBJECTS,
  ],
  (object) => object.name,
  FIRST_SEEDED_OBJECTS,
);
