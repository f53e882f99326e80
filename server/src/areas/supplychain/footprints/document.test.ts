import type { FootprintSnapshot, Gas, SnapshotLine } from '@pcf/shared/contracts';
import { pactProblems } from '../pact/validation';
import { decimalString, productFootprintOf, PV_MODULE_CLASSIFICATION, type FootprintSource } from './document';
import { fromV23, toV23 } from './v23';

const line = (id: number, overrides: Partial<SnapshotLine>): SnapshotLine => ({
  lineId: id,
  stage: 'production',
  category: null,
  description: `line ${id}`,
  quantity: 1,
  unitCode: 'kg',
  sourceKind: 'factor',
  factorId: 1,
  factorCode: 'F',
  factorVersionId: 10,
  factorVersion: 1,
  factorName: 'factor',
  perUnit: 1,
  perUnitCode: 'kg',
  gas: null,
  dataType: 'secondary',
  quality: null,
  shared: false,
  emission: 0,
  share: 0,
  excluded: false,
  dqr: null,
  gsd: 1,
  ...overrides,
});

/** A result of 100 kg CO2e for one 500 Wp module (0.5 kWp declared): 200 kg CO2e per kWp. */
function snapshot(overrides: Partial<FootprintSnapshot> = {}): FootprintSnapshot {
  const lines = [
    line(1, { emission: 60, quality: { ter: 1, ger: 2, tir: 3, p: 2 }, dataType: 'primary' }),
    line(2, { emission: 30, stage: 'raw_material', category: '包装材料', factorVersionId: 11, quality: { ter: 3, ger: 2, tir: 1, p: 2 } }),
    line(3, { emission: 10, sourceKind: 'gas', gas: 'CH4_non_fossil', factorVersionId: null, factorId: null }),
    line(4, { emission: 2, excluded: true, factorVersionId: 12 }),
  ];
  return {
    id: 7,
    projectId: 3,
    seq: 2,
    createdAt: '2030-01-01T00:00:00.000Z',
    createdByName: 'a',
    gwpSet: 'AR6',
    total: 100,
    perDeclaredUnit: 200,
    declaredUnitCode: 'kWp',
    perKwp: 200,
    perM2: 40,
    dqr: 2,
    lineCount: lines.length,
    projectName: 'Module study',
    productModel: 'PV-500',
    companyName: 'Sun Co',
    settings: {
      goal: 'g',
      scope: 's',
      declaredUnitId: 1,
      declaredQuantity: 0.5,
      moduleCount: 1,
      boundary: 'cradle_to_gate',
      allocationMethod: 'none',
      allocationProduct: null,
      allocationTotal: null,
      cutOffEnabled: true,
      cutOffLinePercent: 2,
      cutOffTotalPercent: 5,
      gwpSet: 'AR6',
      monteCarloIterations: 0,
      monteCarloSeed: 1,
    },
    ratedPowerWp: 500,
    areaM2: 2.5,
    allocationShare: 1,
    byStage: [
      { key: 'raw_material', emission: 30, share: 0.29 },
      { key: 'production', emission: 70, share: 0.69 },
    ],
    byCategory: [],
    lines,
    totalBeforeCutOff: 102,
    cutOff: { lineIds: [4], emission: 2, share: 2 / 102 },
    dqrRating: 'very_good',
    dqrCoverage: 0.9,
    primaryDataShare: 60,
    uncertainty: null,
    gwpUsed: [
      { gas: 'CO2', value: 1 },
      { gas: 'CH4_non_fossil', value: 27 },
    ],
    ...overrides,
  };
}

function source(overrides: Partial<FootprintSource> = {}): FootprintSource {
  return {
    pfId: '3f0a6c7e-0a3b-4c1e-9d2a-6a4b1c2d3e4f',
    created: new Date('2030-02-01T10:00:00.000Z'),
    precedingPfIds: [],
    companyName: '阳光组件有限公司',
    companyIds: ['urn:uuid:9b2f7d1e-3c4a-4b5d-8e6f-1a2b3c4d5e6f'],
    productIds: ['urn:pact:pcf.example.com:product-id:9b2f7d1e-3c4a-4b5d-8e6f-1a2b3c4d5e6f:PV-500'],
    project: {
      name: 'Module study',
      productModel: 'PV-500',
      technology: 'topcon',
      standard: 'iso_14067',
      periodStart: '2029-01-01',
      periodEnd: '2029-12-31',
      ratedPowerWp: 500,
      areaM2: 2.5,
      massKg: 28,
    },
    snapshot: snapshot(),
    declaredUnit: { code: 'kWp', dimension: 'power' },
    gasAmounts: new Map<number, Map<Gas, number>>([
      [
        11,
        new Map<Gas, number>([
          ['CO2', 2],
          ['CH4_non_fossil', 0.1],
        ]),
      ],
    ]),
    factorSources: new Map([
      [10, { name: 'CLCD', version: '0.9' }],
      [11, { name: 'ecoinvent', version: '3.9.1' }],
      [12, { name: 'excluded db', version: '1' }],
    ]),
    report: { publishedAt: new Date('2030-01-20T08:00:00.000Z'), verificationCode: 'ABCD-EFGH-IJKL-MNOP-QRST' },
    verificationUrl: 'https://pcf.example.com/detail?code=ABCD-EFGH-IJKL-MNOP-QRST',
    ...overrides,
  };
}

describe('decimal strings', () => {
  it('are plain decimals without exponent or trailing zeros', () => {
    expect(decimalString(1e-7)).toBe('0');
    expect(decimalString(78.86000000000001)).toBe('78.86');
    expect(decimalString(1e21)).toBe('1000000000000000000000');
    expect(decimalString(-0.5)).toBe('-0.5');
  });
});

describe('the PACT v3.0 document of a published result', () => {
  it('conforms to the spec schema and carries the study figures per module when the study is per kWp', () => {
    const document = productFootprintOf(source());
    expect(document).not.toBeNull();
    expect(pactProblems('3.0', 'ProductFootprint', document)).toEqual([]);
    const pcf = document!.pcf;
    // 200 kg CO2e per kWp × 0.5 kWp per module
    expect(pcf).toMatchObject({
      declaredUnitOfMeasurement: 'piece',
      declaredUnitAmount: '1',
      productMassPerDeclaredUnit: '28',
      pcfExcludingBiogenicUptake: '100',
      pcfIncludingBiogenicUptake: '100',
      ipccCharacterizationFactors: ['AR6'],
      crossSectoralStandards: ['ISO14067'],
      referencePeriodStart: '2029-01-01T00:00:00Z',
      referencePeriodEnd: '2030-01-01T00:00:00Z',
      primaryDataShare: '60',
      packagingEmissionsIncluded: true,
      packagingGhgEmissions: '30',
    });
    // non-fossil CH4: the gas line (10) and the factor line's share by its breakdown: 30 × 0.1·27 / (2·1 + 0.1·27)
    const split = (30 * 0.1 * 27) / (2 + 0.1 * 27);
    expect(Number(pcf.biogenicNonCO2Emissions)).toBeCloseTo(10 + split, 5);
    expect(Number(pcf.fossilGhgEmissions)).toBeCloseTo(100 - 10 - split, 5);
    // the cut-off left 2 of 102 kg out
    expect(pcf.exemptedEmissionsPercent).toBe(decimalString((2 / 102) * 100, 4));
    // weighted by emission over the kept lines with scores: TeR (60·1 + 30·3) / 90, TiR (60·3 + 30·1) / 90
    expect(pcf.dqi).toEqual({ technologicalDQR: '1.67', geographicalDQR: '2', temporalDQR: '2.33' });
    expect(pcf.secondaryEmissionFactorSources).toEqual([
      { name: 'CLCD', version: '0.9' },
      { name: 'ecoinvent', version: '3.9.1' },
    ]);
    expect(document).toMatchObject({
      specVersion: '3.0.0',
      status: 'Active',
      productClassifications: [PV_MODULE_CLASSIFICATION],
      productNameCompany: 'PV-500',
      validityPeriodStart: '2030-01-01T00:00:00Z',
      validityPeriodEnd: '2033-01-01T00:00:00Z',
    });
    expect(document!.comment).toContain('ABCD-EFGH-IJKL-MNOP-QRST');
    expect(document!.comment).toContain('1 kWp');
    expect(document!.precedingPfIds).toBeUndefined();
  });

  it('keeps piece, m² and kWh studies in their own unit, with the mass PACT asks for each', () => {
    const perPiece = productFootprintOf(
      source({
        declaredUnit: { code: 'piece', dimension: 'count' },
        snapshot: snapshot({ settings: { ...snapshot().settings, declaredQuantity: 1 } }),
      }),
    );
    expect(perPiece!.pcf).toMatchObject({
      declaredUnitOfMeasurement: 'piece',
      pcfExcludingBiogenicUptake: '100',
      productMassPerDeclaredUnit: '28',
    });
    const perM2 = productFootprintOf(
      source({
        declaredUnit: { code: 'm²', dimension: 'area' },
        snapshot: snapshot({ settings: { ...snapshot().settings, declaredQuantity: 2.5 } }),
      }),
    );
    expect(perM2!.pcf).toMatchObject({
      declaredUnitOfMeasurement: 'square meter',
      pcfExcludingBiogenicUptake: '40',
      productMassPerDeclaredUnit: '11.2',
    });
    const perKwh = productFootprintOf(
      source({
        declaredUnit: { code: 'kWh', dimension: 'energy' },
        snapshot: snapshot({ settings: { ...snapshot().settings, declaredQuantity: 1000 } }),
      }),
    );
    expect(perKwh!.pcf).toMatchObject({
      declaredUnitOfMeasurement: 'kilowatt hour',
      pcfExcludingBiogenicUptake: '0.1',
      productMassPerDeclaredUnit: '0',
    });
    for (const document of [perPiece, perM2, perKwh]) expect(pactProblems('3.0', 'ProductFootprint', document)).toEqual([]);
    expect(productFootprintOf(source({ declaredUnit: { code: 'MJ', dimension: 'energy' } }))).toBeNull();
  });

  it('names its preceding footprints and maps every standard the platform knows', () => {
    const preceding = ['11111111-2222-4333-8444-555555555555'];
    for (const standard of ['pas_2050', 'eu_pef', 'fr_ecs', 't_gdcpa_013'] as const) {
      const document = productFootprintOf(source({ precedingPfIds: preceding, project: { ...source().project, standard } }));
      expect(document!.precedingPfIds).toEqual(preceding);
      expect(pactProblems('3.0', 'ProductFootprint', document)).toEqual([]);
    }
  });
});

describe('PACT v2.3', () => {
  it('exports a per-module footprint per kilogram of module, conforming to the v2.3 schema', () => {
    const document = productFootprintOf(source())!;
    const v23 = toV23(document, 3, { massKg: 28, areaM2: 2.5 });
    expect(pactProblems('2.3', 'ProductFootprint', v23)).toEqual([]);
    expect(v23).toMatchObject({ specVersion: '2.3.0', version: 3, productCategoryCpc: '47150' });
    expect(v23.pcf).toMatchObject({
      declaredUnit: 'kilogram',
      unitaryProductAmount: '28',
      pCfExcludingBiogenic: decimalString(100 / 28),
      crossSectoralStandardsUsed: ['ISO Standard 14067'],
      characterizationFactors: 'AR6',
      exemptedEmissionsPercent: Number(document.pcf.exemptedEmissionsPercent),
      primaryDataShare: 60,
    });
  });

  it('reads a received v2.3 document as v3.0 that conforms to the v3.0 schema', () => {
    const document = productFootprintOf(source({ declaredUnit: { code: 'm²', dimension: 'area' } }))!;
    const v23 = toV23(document, 1, { massKg: 28, areaM2: 2.5 });
    const back = fromV23(v23);
    expect(pactProblems('3.0', 'ProductFootprint', back)).toEqual([]);
    expect(back).toMatchObject({ id: document.id, specVersion: '3.0.0' });
    expect((back.pcf as Record<string, unknown>).pcfExcludingBiogenicUptake).toBe(document.pcf.pcfExcludingBiogenicUptake);
  });
});

describe('the spec schema check', () => {
  it('names each failing field of a document', () => {
    const document = productFootprintOf(source())!;
    const broken = {
      ...document,
      companyIds: ['not-a-urn'],
      pcf: { ...document.pcf, declaredUnitAmount: '1,5', geographyCountry: 'CN', geographyRegionOrSubregion: 'Eastern Asia' },
    } as Record<string, unknown>;
    delete broken.productNameCompany;
    const problems = pactProblems('3.0', 'ProductFootprint', broken);
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ field: '/productNameCompany', key: 'pactFieldMissing' }),
        expect.objectContaining({ field: '/companyIds/0', key: 'pactFieldFormat' }),
        expect.objectContaining({ field: '/pcf/declaredUnitAmount', key: 'pactFieldFormat' }),
        expect.objectContaining({ field: '/pcf', key: 'pactGeographyOneOf' }),
      ]),
    );
  });
});
