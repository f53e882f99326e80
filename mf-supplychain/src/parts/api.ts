/** The supply-chain calls several screens make (contracts/supplyChain.ts); each screen's own are in its api.ts. */
import { callApi, supplyChainEndpoints as E, type FootprintRequestStatus } from '@pcf/shared';

/** `companyId`: the company a platform administrator looks at (undefined: every company; others: their own, whatever is sent). */
export const supplyChainApi = {
  partners: (companyId?: number) => callApi(E.partners, { query: companyId === undefined ? {} : { companyId } }),
  products: (partnerId: number) => callApi(E.products, { query: { partnerId } }),
  sent: (status?: FootprintRequestStatus, companyId?: number) =>
    callApi(E.sent, { query: { ...(status ? { status } : {}), ...(companyId === undefined ? {} : { companyId }) } }),
  received: (status?: FootprintRequestStatus, companyId?: number) =>
    callApi(E.received, { query: { ...(status ? { status } : {}), ...(companyId === undefined ? {} : { companyId }) } }),
};
