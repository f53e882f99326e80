/**
 * /SupplyChainManagement/CarbonApplication: the company's shared PACT footprints and its PACT API
 * clients (contracts/pact.ts).
 */
import { callApi, callEnvelope, downloadGet, pactEndpoints, saveBlob } from '@pcf/shared';
import type { CreatePactFootprintRequest, NewPactFootprintVersionRequest, PactSpecVersion, RequestOptions } from '@pcf/shared';
import type { PageAsk } from '@pcf/shared/ui';

export const footprintApi = {
  /** One page, newest first; `text` is part of the product's name, a product id or the project's name. */
  list: ({ text, ...page }: PageAsk & { text: string }) =>
    callApi(pactEndpoints.footprints, { query: { ...page, ...(text.trim() === '' ? {} : { text: text.trim() }) } }),
  detail: (id: string) => callApi(pactEndpoints.footprint, { query: { id } }),
  reports: () => callApi(pactEndpoints.shareableReports, { query: {} }),
  create: (body: CreatePactFootprintRequest) => callEnvelope(pactEndpoints.create, { body }),
  newVersion: (body: NewPactFootprintVersionRequest) => callEnvelope(pactEndpoints.newVersion, { body }),
  deprecate: (id: string) => callEnvelope(pactEndpoints.deprecate, { body: { id } }),
  /** Checks a PACT JSON file (changes nothing): the documents in v3.0, or the server's refusal field by field. */
  check: (form: FormData, options: RequestOptions) => callEnvelope(pactEndpoints.importDocument, { body: form }, options),
};

/** Downloads the footprint's document as a PACT JSON file of the chosen version, under the server's name. */
export async function exportFootprint(id: string, specVersion: PactSpecVersion): Promise<void> {
  const file = await downloadGet(pactEndpoints.exportDocument.url, { id, specVersion });
  saveBlob(file.blob, file.fileName ?? `pact-${specVersion}-${id}.json`);
}

export const clientApi = {
  list: () => callApi(pactEndpoints.clients, { query: {} }),
  create: (label: string, autoAnswer: boolean, companyId: number | undefined) =>
    callEnvelope(pactEndpoints.createClient, { body: { label, autoAnswer, ...(companyId === undefined ? {} : { companyId }) } }),
  setAutoAnswer: (id: number, autoAnswer: boolean) => callEnvelope(pactEndpoints.setAutoAnswer, { body: { id, autoAnswer } }),
  revoke: (id: number) => callEnvelope(pactEndpoints.revokeClient, { body: { id } }),
};
