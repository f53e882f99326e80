// The order of the server's business areas (ARCHITECTURE.md: "areas depend one way"). An area may
// import only the areas listed before it, so an import cycle between areas is a lint error. A
// sub-folder of an area (system/*, inventory/review, inventory/excel, metadata/admin) is part of it.
//
// Why this order, lowest first:
const SERVER_AREAS = [
  // who is signed in and what they may see: the session, the guard, the role and company scopes.
  // Every other area asks it, so it owns the identity tables (companies, users, roles, menus).
  'auth',
  // where uploaded and generated files are kept; knows no business rule
  'files',
  // the operation and sign-in logs every change writes into
  'audit',
  // messages to send (SMTP) and their record
  'outbox',
  // the message board
  'messages',
  // the category tree and the units of measure: reference data that factors, datasets and the
  // inventory classify and convert with
  'directory',
  'units',
  // password recovery links, then the personal center that revokes them on a password change
  'recovery',
  'profile',
  // the generic object API: lists of registered objects, the dictionaries as field value lists
  'metadata',
  // administration of users, roles, departments, menus, dictionaries and /system/access, built on
  // the object API
  'system',
  // the menus a session sees
  'menus',
  // the emission factor database, then the datasets computed from its factors and the documents
  'factors',
  'datasets',
  'documents',
  // accounting projects and their lifecycle, then their inventory (data entry and review) and
  // the footprint computed from it
  'projects',
  'inventory',
  'footprint',
  // contribution analysis of footprint results: what-ifs recompute a snapshot with the engine
  'analysis',
  // study reports of footprint snapshots: drafts, PDF/DOCX, publication and the public verification
  'reports',
  // registration of companies and its review: admits a company (its user, role and board message),
  // after which projects may be created for it
  'onboarding',
  // benchmark references and the benchmarking of footprint results
  'benchmarks',
  // the supply chain: footprints shared from published reports, the PACT API, requests between
  // companies and applications of received footprints; its invitations reach the registration as
  // onboarding's AfterRegistration
  'supplychain',
  // backup and restore of everything above
  'backup',
  // pages and probes that import no other area
  'health',
  'docs',
  'static',
];

const AREA_ROOT = './server/src/areas';

/** import-x/no-restricted-paths zones: each area is forbidden every area listed after it. */
export function serverAreaZones() {
  return SERVER_AREAS.slice(0, -1).map((area, index) => ({
    target: `${AREA_ROOT}/${area}`,
    from: SERVER_AREAS.slice(index + 1).map((later) => `${AREA_ROOT}/${later}`),
    message: `The ${area} area imports only areas listed before it in scripts/lint/serverAreas.mjs (areas depend one way; move what both need lower, or pass it in).`,
  }));
}

/** The areas, lowest first (the lint self-test reads it). */
export function serverAreaOrder() {
  return SERVER_AREAS;
}
