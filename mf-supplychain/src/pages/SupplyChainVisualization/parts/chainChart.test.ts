import type { SupplyChainVisualization } from '@pcf/shared';
import { OWN_KEY, PRODUCT_KEY, chainOption, ownEmission } from './chainChart';

const texts = { own: 'own data', tier: (n: number) => `tier ${n}`, unit: 'kg CO₂e' };

const chain: SupplyChainVisualization = {
  projectId: 7,
  projectName: 'Module <b>',
  snapshotId: 70,
  total: 300,
  declaredUnitCode: 'piece',
  primaryDataShare: 40,
  nodes: [
    {
      key: '31',
      parentKey: null,
      tier: 1,
      supplierName: 'Silicon & Co',
      footprintId: 'a',
      lineDescription: 'polysilicon',
      stage: 'raw_material',
      perUnit: 12,
      unitCode: 'kg',
      emission: 120,
      share: 0.4,
      requestId: 7,
      footprintLink: false,
    },
    {
      key: '31/5',
      parentKey: '31',
      tier: 2,
      supplierName: 'Silicon & Co',
      footprintId: 'b',
      lineDescription: null,
      stage: null,
      perUnit: null,
      unitCode: null,
      emission: 30,
      share: 0.1,
      requestId: null,
      footprintLink: false,
    },
  ],
};

type Sankey = {
  data: { name: string; key: string; depth: number }[];
  links: { source: string; target: string; value: number }[];
  label: { formatter: (p: { name: string }) => string };
};

describe('chainOption', () => {
  it('flows each footprint into what it feeds and the rest of the total into the product, keyed by line path', () => {
    const series = (chainOption(chain, texts).series as Sankey[])[0];
    expect(series.data.map((n) => [n.key, n.depth])).toEqual([
      ['31', 1],
      ['31/5', 0],
      [OWN_KEY, 1],
      [PRODUCT_KEY, 2],
    ]);
    expect(series.links).toEqual([
      { source: '31', target: PRODUCT_KEY, value: 120, key: '31' },
      { source: '31/5', target: '31', value: 30, key: '31/5' },
      { source: OWN_KEY, target: PRODUCT_KEY, value: 180, key: OWN_KEY },
    ]);
    expect(series.label.formatter({ name: '31/5' })).toBe('Silicon & Co\n10%');
    expect(ownEmission(chain)).toBe(180);
  });

  it('escapes the names in its tooltip', () => {
    const tooltip = (chainOption(chain, texts).tooltip as { formatter: (p: unknown) => string }).formatter;
    expect(tooltip({ data: { name: PRODUCT_KEY } })).toBe('Module &#60;b&#62;<br/>300 kg CO₂e (100%)');
    expect(tooltip({ data: { source: '31', target: PRODUCT_KEY } })).toBe(
      'Silicon &#38; Co<br/>tier 1 · polysilicon · 12 kg CO₂e/kg<br/>120 kg CO₂e (40%)',
    );
    // a deeper tier comes without its line
    expect(tooltip({ data: { source: '31/5', target: '31' } })).toBe('Silicon &#38; Co<br/>tier 2<br/>30 kg CO₂e (10%)');
  });

  it('adds no own-data node when suppliers bring the whole total', () => {
    const series = (chainOption({ ...chain, total: 120 }, texts).series as Sankey[])[0];
    expect(series.data.map((n) => n.key)).not.toContain(OWN_KEY);
  });
});
