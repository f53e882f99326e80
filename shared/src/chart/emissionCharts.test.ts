import { emissionBars, emissionPie, escapeHtml, sliceTooltip } from './emissionCharts';

const SLICES = [
  { name: '<b>多晶硅</b>', emission: 360, share: 0.8 },
  { name: '电力', emission: 90, share: 0.2 },
];

describe('the shared emission charts', () => {
  it('escape every name an HTML tooltip shows', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&#60;a href=&#34;x&#34;&#62;&#39;&#38;&#39;&#60;/a&#62;');
    expect(sliceTooltip(SLICES[0], 'kg CO₂e')).toBe('&#60;b&#62;多晶硅&#60;/b&#62;<br/>360 kg CO₂e (80%)');
    expect(sliceTooltip(undefined, 'kg CO₂e')).toBe('');
  });

  it('draw a pie of the emissions and bars with the running share as a Pareto line when asked', () => {
    expect(emissionPie(SLICES, 'kg CO₂e').series).toEqual([
      expect.objectContaining({
        type: 'pie',
        data: [
          { name: '<b>多晶硅</b>', value: 360 },
          { name: '电力', value: 90 },
        ],
      }),
    ]);
    expect(emissionBars(SLICES, 'kg CO₂e').series).toHaveLength(1);
    const pareto = emissionBars(SLICES, 'kg CO₂e', '累计占比').series as { type: string; data: number[] }[];
    expect(pareto[1]).toMatchObject({ type: 'line' });
    expect(pareto[1].data.map((value) => Number(value.toFixed(9)))).toEqual([80, 100]);
  });
});
