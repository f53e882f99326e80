import { readPactDocument } from './pactDocument';
import { formatPeriod, periodOfDays } from './format';

const V30 = {
  id: '3f5a2c1e-1111-4a2b-9c3d-000000000001',
  specVersion: '3.0.0',
  status: 'Active',
  created: '2026-03-01T00:00:00Z',
  companyName: '硅料供应商',
  companyIds: ['urn:pact:company:1'],
  productDescription: '单晶硅片',
  productIds: ['urn:gtin:4012345000016', 'urn:pcf:product:7'],
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
    crossSectoralStandards: ['ISO14067', 'GHGP-Product'],
    exemptedEmissionsPercent: '0.5',
    primaryDataShare: '62.5',
    dqi: { technologicalDQR: '1.5', geographicalDQR: '2', temporalDQR: '1' },
  },
};

describe('readPactDocument', () => {
  it('reads a v3.0 document field by field, its reference period as whole UTC days', () => {
    const fields = readPactDocument(V30);
    const value = (field: string) => fields?.find((f) => f.field === field)?.value;
    expect(value('declaredUnit')).toBe('1 kilogram');
    expect(value('pcfExcludingBiogenicUptake')).toBe('45.2');
    expect(value('primaryDataShare')).toBe('62.5');
    expect(value('referencePeriod')).toBe('2025-01-01 ~ 2025-12-31');
    expect(value('dqi')).toBe('technologicalDQR 1.5 · geographicalDQR 2 · temporalDQR 1');
    expect(value('ipccCharacterizationFactors')).toBe('AR6');
    expect(value('crossSectoralStandards')).toBe('ISO14067, GHGP-Product');
    expect(value('productIds')).toBe('urn:gtin:4012345000016, urn:pcf:product:7');
    // absent fields are left out rather than shown empty
    expect(value('biogenicCarbonContent')).toBeUndefined();
    const sections = (fields ?? []).map((f) => order(f.section));
    expect(sections).toEqual([...sections].sort((a, b) => a - b));
  });

  it('falls back to the v2.3 names and shows its assurance', () => {
    const fields = readPactDocument({
      productNameCompany: 'Glass',
      assurance: { assurance: true, coverage: 'product level', providerName: 'TÜV' },
      pcf: {
        declaredUnit: 'kilogram',
        unitaryProductAmount: '2',
        pCfExcludingBiogenic: '1.2',
        characterizationFactors: 'AR5',
        crossSectoralStandardsUsed: ['ISO Standard 14067'],
      },
    });
    const value = (field: string) => fields?.find((f) => f.field === field)?.value;
    expect(value('declaredUnit')).toBe('2 kilogram');
    expect(value('pcfExcludingBiogenicUptake')).toBe('1.2');
    expect(value('ipccCharacterizationFactors')).toBe('AR5');
    expect(value('crossSectoralStandards')).toBe('ISO Standard 14067');
    expect(value('verification')).toBe('product level · TÜV');
  });

  it('answers null for what is not a document', () => {
    expect(readPactDocument(null)).toBeNull();
    expect(readPactDocument(['x'])).toBeNull();
  });
});

describe('periods', () => {
  it('sends a picked range as UTC midnights, the end exclusive, and shows it back as picked', () => {
    const period = periodOfDays('2025-01-01', '2025-12-31');
    expect(period).toEqual({ periodStart: '2025-01-01T00:00:00.000Z', periodEnd: '2026-01-01T00:00:00.000Z' });
    expect(formatPeriod(period.periodStart, period.periodEnd)).toBe('2025-01-01 ~ 2025-12-31');
    expect(formatPeriod(null, null)).toBe('—');
  });
});

const order = (section: string) => ['product', 'footprint', 'method'].indexOf(section);
