export { accessOf, useAccess } from './access';
export type { Access } from './access';
