/** What the supply-chain screens' tests share (test code only): sample rows and a page rendered on its route. */
import type { FootprintRequest, SupplyPartner } from '@pcf/shared';
import { renderAt } from '@pcf/shared/testing';
import routes from '../../routes';

export const partner = (id: number, extra: Partial<SupplyPartner> = {}): SupplyPartner => ({
  id,
  kind: 'platform',
  name: '硅料供应商',
  partnerCompanyId: 20 + id,
  creditCode: '91320500MA1XXXXX0X',
  inviteEmail: null,
  invitePending: false,
  host: null,
  note: null,
  productCount: 0,
  requestCount: 0,
  createdAt: '2026-03-01T02:00:00.000Z',
  ...extra,
});

/** A v3.0 ProductFootprint as a supplier sends it. */
export const DOCUMENT = {
  id: '3f5a2c1e-1111-4a2b-9c3d-000000000001',
  specVersion: '3.0.0',
  status: 'Active',
  created: '2026-03-01T00:00:00Z',
  companyName: '硅料供应商',
  companyIds: ['urn:pact:company:21'],
  productDescription: '单晶硅片',
  productIds: ['urn:gtin:4012345000016'],
  productNameCompany: 'M10 硅片',
  pcf: {
    declaredUnitOfMeasurement: 'kilogram',
    declaredUnitAmount: '1',
    productMassPerDeclaredUnit: '1',
    referencePeriodStart: '2025-01-01T00:00:00Z',
    referencePeriodEnd: '2026-01-01T00:00:00Z',
    pcfExcludingBiogenicUptake: '45.2',
    pcfIncludingBiogenicUptake: '45.2',
    fossilGhgEmissions: '45.1',
    fossilCarbonContent: '0',
    ipccCharacterizationFactors: ['AR6'],
    crossSectoralStandards: ['ISO14067'],
    exemptedEmissionsPercent: '0.5',
    primaryDataShare: '62.5',
    dqi: { technologicalDQR: '1.5', geographicalDQR: '2', temporalDQR: '1' },
  },
};

export const request = (id: number, extra: Partial<FootprintRequest> = {}): FootprintRequest => ({
  id,
  pactRequestId: `00000000-0000-4000-8000-00000000000${id}`,
  direction: 'sent',
  partnerId: 1,
  counterpart: '硅料供应商',
  counterpartKind: 'platform',
  productIds: ['urn:gtin:4012345000016'],
  periodStart: null,
  periodEnd: null,
  message: null,
  criteria: null,
  status: 'created',
  rejectReason: null,
  footprintId: null,
  footprint: null,
  otherFootprints: [],
  refreshNeeded: false,
  createdAt: '2026-03-02T02:00:00.000Z',
  decidedAt: null,
  delivery: null,
  ...extra,
});

/** The route's page at `url` for an enterprise user (5) of company 1 with these permissions. */
export function renderRoute(path: string, url: string, permissions: string[]) {
  const route = routes.find((r) => r.path === path);
  if (!route) throw new Error(`mf-supplychain has no route ${path}`);
  const Page = route.Component;
  return renderAt(<Page />, url, { userid: 5, company_id: 1, roles: ['enterprise'], permissions });
}

/** How the server answers a paged list, for the tests' handlers: the page the request's URL asks for (10 rows unless said), and the count of all. */
export function pageOf<R>(rows: readonly R[], url: string): { rows: R[]; total: number } {
  const params = new URL(url).searchParams;
  const pageNum = Number(params.get('pageNum') ?? 1);
  const pageSize = Number(params.get('pageSize') ?? 10);
  return { rows: rows.slice((pageNum - 1) * pageSize, pageNum * pageSize), total: rows.length };
}
