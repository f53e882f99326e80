import { screen } from '@testing-library/react';
import { API, benchmarkEndpoints } from '@pcf/shared';
import { http } from 'msw';
import { ok, setupTestServer } from '@pcf/shared/testing';
import { BENCHMARK, inChinese, renderRoute, routeOf, rowOf } from '../../parts/testing/benchmarkScreens';
import { closeGap } from './closeGap';

jest.setTimeout(60000);

setupTestServer(
  http.get(API.dictOptions, () =>
    ok([
      { value: 'raw_material', label: '原材料获取' },
      { value: 'production', label: '生产制造' },
    ]),
  ),
  http.get(benchmarkEndpoints.snapshot.url, () => ok(BENCHMARK)),
);

inChinese();
beforeAll(async () => {
  await import('./index');
});

const route = routeOf('/AnalysisDisplay/benchmarking_analysis/item');
const READER = ['analysis:benchmark:list', 'analysis:benchmark:query'];

describe('closing a gap', () => {
  it('gives each line’s drop alone, or none when the line is too small, and the one share of all together', () => {
    const plan = closeGap(50, BENCHMARK.contributors);
    expect(plan.lines.map((line) => line.aloneDropPercent)).toEqual([(50 / 300) * 100, 50, null]);
    expect(plan.togetherDropPercent).toBeCloseTo((50 / 440) * 100, 10);
    expect(closeGap(500, BENCHMARK.contributors).togetherDropPercent).toBeNull();
  });
});

describe('/AnalysisDisplay/benchmarking_analysis/item (对标分析详情)', () => {
  it('is a hidden route titled 对标分析详情', () => {
    expect(route?.titleKey).toBe('analysis:benchmark.item.title');
    expect(route?.hidden).toBe(true);
  });

  it('shows the gap to the chosen reference and to every other one', async () => {
    renderRoute(route, '/AnalysisDisplay/benchmarking_analysis/item?snapshotId=42&referenceId=1', READER);
    await screen.findByText('双面组件 对标 EPEAT 超低碳组件（≤ 400）', undefined, { timeout: 15000 });
    expect(screen.getByTestId('measured')).toHaveTextContent('450 kg CO₂e/kWp');
    expect(screen.getByTestId('gap')).toHaveTextContent('+50 kg CO₂e/kWp (12.5%)');
    expect(rowOf('EPEAT 低碳组件（≤ 630）')).toHaveTextContent('达标-180');
  });

  it('names the lines that would have to drop to close the gap and links to the what-if of the contribution analysis', async () => {
    renderRoute(route, '/AnalysisDisplay/benchmarking_analysis/item?snapshotId=42&referenceId=1', READER);
    const lines = await screen.findByTestId('lines-to-close', undefined, { timeout: 15000 });
    expect(rowOf('多晶硅', lines)).toHaveTextContent('原材料获取');
    expect(rowOf('多晶硅', lines)).toHaveTextContent('下降 16.67%（50 kg CO₂e/kWp）');
    expect(rowOf('组件厂用电', lines)).toHaveTextContent('下降 50%');
    expect(rowOf('铝边框', lines)).toHaveTextContent('仅改变此项不足以达标');
    expect(screen.getByTestId('together')).toHaveTextContent('排放最大的 3 个清单项须共同下降 11.36% 才能达标');
    expect(screen.getByText('在贡献分析中进行情景模拟').closest('a')).toHaveAttribute(
      'href',
      '/AnalysisDisplay/contribution_analysis?snapshotId=42',
    );
  });

  it('has nothing to close for a reference the result meets', async () => {
    renderRoute(route, '/AnalysisDisplay/benchmarking_analysis/item?snapshotId=42&referenceId=2', READER);
    await screen.findByText('双面组件 对标 EPEAT 低碳组件（≤ 630）', undefined, { timeout: 15000 });
    expect(screen.queryByTestId('lines-to-close')).not.toBeInTheDocument();
  });

  it('says so when no reference is named', async () => {
    renderRoute(route, '/AnalysisDisplay/benchmarking_analysis/item?snapshotId=42', READER);
    expect(await screen.findByText('未指定核算结果或对标基准', undefined, { timeout: 15000 })).toBeInTheDocument();
  });
});
