/** The supply-chain lists several screens read (contracts/supplyChain.ts); each screen's own calls are in its api.ts. */
import { callApi, supplyChainEndpoints as E, type FootprintRequestStatus } from '@pcf/shared';
import type { PageAsk } from '@pcf/shared/ui';

/**
 * `companyId`: the company a platform administrator looks at (undefined: every company; others: their
 * own, whatever is sent). Each list is one page, newest first; `text` searches what its contract says.
 */
export interface ListAsk extends Partial<PageAsk> {
  companyId?: number;
  text?: string;
}

export interface RequestAsk extends ListAsk {
  status?: FootprintRequestStatus;
  id?: number;
}

/** Leaves out what is not asked (the server's defaults apply) and a blank search. */
function queryOf<Q extends ListAsk>(ask: Q): Q {
  const text = ask.text?.trim();
  const query = Object.fromEntries(Object.entries({ ...ask, text: text || undefined }).filter(([, value]) => value !== undefined));
  return query as Q;
}

export const supplyChainApi = {
  partners: (ask: ListAsk = {}) => callApi(E.partners, { query: queryOf(ask) }),
  products: (partnerId: number) => callApi(E.products, { query: { partnerId } }),
  sent: (ask: RequestAsk = {}) => callApi(E.sent, { query: queryOf(ask) }),
  received: (ask: RequestAsk = {}) => callApi(E.received, { query: queryOf(ask) }),
};
