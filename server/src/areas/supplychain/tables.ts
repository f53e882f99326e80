/**
 * The supply chain area's tables (ARCHITECTURE.md: requests, sharing, PACT API), gathered from its
 * topics; server/src/schema.ts gathers this file with every other area's.
 */
export * from './footprints/tables';
export * from './pact/tables';
export * from './partners/tables';
export * from './requests/tables';
export * from './applications/tables';
export * from './deliveries/tables';
