/**
 * The ListFootprints filters of PACT v3.0: each criterion matches when the footprint matches any of
 * its values (OR), and a footprint must match every criterion given (AND). Text matches ignore
 * case, as the spec asks; an empty value is no criterion. A footprint without a validity period is
 * valid for three years from its reference period's end (the spec's default).
 *
 * The filters run over one company's footprints in memory: a company shares a few hundred at most,
 * and the criteria reach into the documents (geography, classifications, validity).
 */
import type { PactListQuery, PactProductFootprint } from '@pcf/shared/contracts';

export interface FootprintFilter {
  productId: string[];
  companyId: string[];
  geography: string[];
  classification: string[];
  status: string[];
  validOn: Date | null;
  validAfter: Date | null;
  validBefore: Date | null;
}

const values = (list: readonly string[] | undefined) => (list ?? []).map((v) => v.trim().toLowerCase()).filter((v) => v !== '');

/** The filter of a query; the name of the first date that is not one, if any. */
export function filterOf(query: PactListQuery): FootprintFilter | { invalidDate: string } {
  const dates: Record<'validOn' | 'validAfter' | 'validBefore', Date | null> = { validOn: null, validAfter: null, validBefore: null };
  for (const name of ['validOn', 'validAfter', 'validBefore'] as const) {
    const raw = query[name]?.trim() ?? '';
    if (raw === '') continue;
    const date = new Date(raw);
    if (Number.isNaN(date.getTime())) return { invalidDate: name };
    dates[name] = date;
  }
  return {
    productId: values(query.productId),
    companyId: values(query.companyId),
    geography: values(query.geography),
    classification: values(query.classification),
    status: values(query.status),
    ...dates,
  };
}

export function validityOf(document: PactProductFootprint): { start: Date; end: Date } {
  if (document.validityPeriodStart && document.validityPeriodEnd)
    return { start: new Date(document.validityPeriodStart), end: new Date(document.validityPeriodEnd) };
  const start = new Date(document.pcf.referencePeriodEnd);
  const end = new Date(start);
  end.setUTCFullYear(end.getUTCFullYear() + 3);
  return { start, end };
}

const anyOf = (wanted: readonly string[], present: readonly (string | undefined)[]) =>
  wanted.length === 0 || present.some((value) => value !== undefined && wanted.includes(value.toLowerCase()));

export function matchesFilter(document: PactProductFootprint, filter: FootprintFilter): boolean {
  const validity = validityOf(document);
  const { pcf } = document;
  return (
    anyOf(filter.productId, document.productIds) &&
    anyOf(filter.companyId, document.companyIds) &&
    anyOf(filter.geography, [pcf.geographyCountry, pcf.geographyRegionOrSubregion, pcf.geographyCountrySubdivision]) &&
    anyOf(filter.classification, document.productClassifications ?? []) &&
    anyOf(filter.status, [document.status]) &&
    (filter.validOn === null || (validity.start <= filter.validOn && filter.validOn <= validity.end)) &&
    (filter.validAfter === null || validity.start > filter.validAfter) &&
    (filter.validBefore === null || validity.end < filter.validBefore)
  );
}
