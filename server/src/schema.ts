/**
 * The one database schema: every area's tables (areas/<area>/tables.ts), gathered. Migrations in
 * server/drizzle are generated from this file (drizzle.config.ts); it only gathers, in the order of
 * the areas (scripts/lint/serverAreas.mjs).
 */
export * from './areas/auth/tables';
export * from './areas/audit/tables';
export * from './areas/outbox/tables';
export * from './areas/messages/tables';
export * from './areas/directory/tables';
export * from './areas/units/tables';
export * from './areas/recovery/tables';
export * from './areas/metadata/tables';
export * from './areas/system/tables';
export * from './areas/factors/tables';
export * from './areas/datasets/tables';
export * from './areas/documents/tables';
export * from './areas/projects/tables';
export * from './areas/inventory/tables';
export * from './areas/footprint/tables';
export * from './areas/benchmarks/tables';
export * from './areas/analysis/tables';
export * from './areas/reports/tables';
export * from './areas/supplychain/tables';
