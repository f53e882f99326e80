/** The supply chain's tables, gathered from its sub-folders (server/src/schema.ts gathers this file). */
export * from './partners/tables';
export * from './requests/tables';
export * from './applications/tables';
