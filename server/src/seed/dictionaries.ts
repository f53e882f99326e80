/**
 * The dictionaries the product needs from the start, gathered from the areas whose values they
 * list (areas/<area>/seed.ts): every dictType a seeded registry field names (gathered.test
 * checks it). Seeded when missing, type by code and item by value; an administrator's later
 * changes to labels, order or status are never overwritten.
 */
import type { DictTypeSeed } from '../db/seedShapes';
import { UNIT_DICTIONARIES } from '../areas/units/seed';
import { SYSTEM_DICTIONARIES } from '../areas/system/seed';
import { FACTOR_DICTIONARIES } from '../areas/factors/seed';
import { DATASET_DICTIONARIES } from '../areas/datasets/seed';
import { DOCUMENT_DICTIONARIES } from '../areas/documents/seed';
import { PROJECT_DICTIONARIES } from '../areas/projects/seed';
import { INVENTORY_DICTIONARIES } from '../areas/inventory/seed';
import { ONBOARDING_DICTIONARIES } from '../areas/onboarding/seed';
import { BENCHMARK_DICTIONARIES } from '../areas/benchmarks/seed';
import { inFirstSeededOrder } from './seedOrder';

/** The dictionary types by code in the order they were first seeded (inFirstSeededOrder). */
export const FIRST_SEEDED_DICTIONARIES = [
  'sys_normal_disable',
  'sys_user_type',
  'sys_user_status',
  'pcf_unit_dimension',
  'pcf_project_status',
  'pcf_pv_technology',
  'pcf_project_standard',
  'pcf_system_boundary',
  'pcf_gwp_set',
  'biz_review_status',
  'biz_pv_industry',
  'pcf_gas',
  'pcf_uncertainty_distribution',
  'pcf_region',
  'pcf_lifecycle_stage',
  'pcf_dataset_item_kind',
  'pcf_data_type',
  'pcf_dataset_status',
  'pcf_document_category',
  'pcf_document_file_type',
];

export const DICTIONARIES: readonly DictTypeSeed[] = inFirstSeededOrder(
  [
    ...UNIT_DICTIONARIES,
    ...SYSTEM_DICTIONARIES,
    ...FACTOR_DICTIONARIES,
    ...DATASET_DICTIONARIES,
    ...DOCUMENT_DICTIONARIES,
    ...PROJECT_DICTIONARIES,
    ...INVENTORY_DICTIONARIES,
    ...ONBOARDING_DICTIONARIES,
    ...BENCHMARK_DICTIONARIES,
  ],
  (dictionary) => dictionary.code,
  FIRST_SEEDED_DICTIONARIES,
);
