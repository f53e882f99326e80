/**
 * What the footprint, application and visualization screen tests share (test code only, never imported by app code): the
 * screens in Chinese, a page rendered on its route for a user with given permissions, and sample
 * answers that follow the contracts.
 */
import type { FootprintRequest, PactFootprintDetail, PactFootprintSummary, PactProductFootprint } from '@pcf/shared';
import { inChinese as inChineseWith, renderAt } from '@pcf/shared/testing';
import routes, { registerLocales } from '../../routes';

export { button, newUser, rowOf } from '@pcf/shared/testing';

export const inChinese = (): void => inChineseWith(registerLocales);

/** The route's page at `url` for user 5 of company 1 (null: review staff or an administrator) with these permissions. */
export function renderRoute(path: string, url: string, permissions: string[], companyId: number | null = 1) {
  const route = routes.find((r) => r.path === path);
  if (!route) throw new Error(`mf-supplychain has no route ${path}`);
  const Page = route.Component;
  const admin = permissions.includes('*:*:*');
  return renderAt(<Page />, url, {
    userid: 5,
    company_id: companyId,
    roles: [admin ? 'admin' : companyId === null ? 'reviewer' : 'enterprise'],
    permissions,
  });
}

export const PF_1 = '0f8e3b36-2f1c-4b8a-9d4e-0a1b2c3d4e01';
export const PF_2 = '0f8e3b36-2f1c-4b8a-9d4e-0a1b2c3d4e02';

export const pactDocument = (id: string, extra: Partial<PactProductFootprint> = {}): PactProductFootprint => ({
  id,
  specVersion: '3.0.0',
  created: '2026-11-20T08:00:00.000Z',
  status: 'Active',
  companyName: '光伏示范企业',
  companyIds: ['urn:uuid:6c2d1c1e-5f3a-4c39-9a3b-0e7c1b2a3d4f'],
  productDescription: '单晶组件: photovoltaic module PV-580M',
  productIds: ['urn:pact:example.com:product-id:PV-580M'],
  productNameCompany: 'PV-580M',
  pcf: {
    declaredUnitOfMeasurement: 'piece',
    declaredUnitAmount: '1',
    productMassPerDeclaredUnit: '28',
    referencePeriodStart: '2025-01-01T00:00:00.000Z',
    referencePeriodEnd: '2026-01-01T00:00:00.000Z',
    pcfExcludingBiogenicUptake: '261.456',
    pcfIncludingBiogenicUptake: '261.456',
    fossilGhgEmissions: '260',
    fossilCarbonContent: '0',
    ipccCharacterizationFactors: ['AR6'],
    crossSectoralStandards: ['ISO14067'],
    exemptedEmissionsPercent: '0.5',
    primaryDataShare: '42.5',
  },
  ...extra,
});

export const summary = (id: string, extra: Partial<PactFootprintSummary> = {}): PactFootprintSummary => ({
  id,
  companyId: 1,
  companyName: '光伏示范企业',
  reportId: 11,
  snapshotId: 70,
  projectName: '单晶组件碳足迹',
  productNameCompany: 'PV-580M',
  productIds: ['urn:pact:example.com:product-id:PV-580M'],
  version: 1,
  status: 'Active',
  precedingPfIds: [],
  pcfExcludingBiogenicUptake: '261.456',
  declaredUnitOfMeasurement: 'piece',
  declaredUnitAmount: '1',
  createdAt: '2026-11-20T08:00:00.000Z',
  deprecatedAt: null,
  ...extra,
});

export const detail = (id: string, extra: Partial<PactFootprintSummary> = {}): PactFootprintDetail => ({
  ...summary(id, extra),
  document: pactDocument(id, extra.status ? { status: extra.status } : {}),
});

export const request = (id: number, extra: Partial<FootprintRequest> = {}): FootprintRequest => ({
  id,
  pactRequestId: `req-${id}`,
  direction: 'sent',
  partnerId: 3,
  counterpart: '硅料供应商',
  counterpartKind: 'platform',
  productIds: ['urn:pact:example.com:product-id:SI-01'],
  periodStart: null,
  periodEnd: null,
  message: null,
  criteria: null,
  status: 'fulfilled',
  rejectReason: null,
  footprintId: PF_1,
  footprint: pactDocument(PF_1),
  otherFootprints: [],
  refreshNeeded: false,
  createdAt: '2026-11-21T08:00:00.000Z',
  decidedAt: '2026-11-22T08:00:00.000Z',
  delivery: null,
  ...extra,
});
