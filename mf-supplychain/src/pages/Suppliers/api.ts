/** /SupplyChainManagement/companyPJ: the supplier changes (contracts/supplyChain.ts); the list is in parts/api.ts. */
import {
  callApi,
  callEnvelope,
  pactEndpoints,
  supplyChainEndpoints as E,
  type HostPartnerRequest,
  type InvitePartnerRequest,
  type LinkPartnerRequest,
  type SavePartnerProductsRequest,
  type UpdatePartnerRequest,
} from '@pcf/shared';

export const suppliersApi = {
  candidates: (text: string, companyId?: number) =>
    callApi(E.candidates, { query: { text, ...(companyId === undefined ? {} : { companyId }) } }),
  link: (body: LinkPartnerRequest) => callEnvelope(E.link, { body }),
  invite: (body: InvitePartnerRequest) => callEnvelope(E.invite, { body }),
  addHost: (body: HostPartnerRequest) => callEnvelope(E.addHost, { body }),
  update: (body: UpdatePartnerRequest) => callEnvelope(E.update, { body }),
  remove: (id: number) => callEnvelope(E.remove, { body: { id } }),
  saveProducts: (body: SavePartnerProductsRequest) => callEnvelope(E.saveProducts, { body }),
  /** The company's PACT clients, for the one a host calls back with. */
  clients: (companyId?: number) => callApi(pactEndpoints.clients, { query: companyId === undefined ? {} : { companyId } }),
};
