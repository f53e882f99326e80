import { act, screen, within } from '@testing-library/react';
import { setLanguage } from '@pcf/shared';
import type { SnapshotLine } from '@pcf/shared';
import type { ChartProps } from '@pcf/shared/ui';
import { renderScreen } from '@pcf/shared/testing';
import { inChinese, rowOf } from '../../../parts/footprint/testing/footprintScreens';
import { LinesTable } from './LinesTable';

/** jsdom has no canvas: a chart is a figure named as the page names it. */
jest.mock('@pcf/shared/ui', () => {
  const actual = jest.requireActual<typeof import('@pcf/shared/ui')>('@pcf/shared/ui');
  const { createElement } = jest.requireActual<typeof import('react')>('react');
  return { ...actual, Chart: ({ ariaLabel }: ChartProps) => createElement('figure', { 'aria-label': ariaLabel }) };
});

/** The Chinese 2022 grid factor of cn_mee_electricity.csv, 0.5366 kg CO₂e/kWh, which once showed as 0.54. */
const grid = (lineId: number, extra: Partial<SnapshotLine>): SnapshotLine => ({
  lineId,
  stage: 'production',
  category: '电力',
  description: '组件厂用电',
  quantity: 45.6,
  unitCode: 'kWh',
  sourceKind: 'factor',
  factorId: 1,
  factorCode: 'CN-MEE-EF2022:national:CN',
  factorVersionId: 1,
  factorVersion: 1,
  factorName: '全国电网平均排放因子',
  perUnit: 0.5366,
  perUnitCode: 'kWh',
  gas: null,
  dataType: 'primary',
  quality: null,
  shared: false,
  emission: 45.6 * 0.5366,
  share: 0.5,
  excluded: false,
  dqr: 1.5,
  gsd: 1.1,
  ...extra,
});

const LINES: SnapshotLine[] = [
  grid(1, {}),
  grid(2, { description: '层压机用电', quantity: 2, unitCode: 'MWh', emission: 2000 * 0.5366 }),
  grid(3, { description: '共线车间用电', quantity: 10, shared: true, emission: 10 * 0.5366 * 0.6 }),
  grid(4, {
    description: 'SF6 逸散',
    quantity: 170,
    unitCode: 'g',
    sourceKind: 'gas',
    factorId: null,
    factorCode: null,
    factorVersionId: null,
    factorVersion: null,
    factorName: null,
    gas: 'SF6',
    perUnit: 24300,
    perUnitCode: 'kg',
    emission: 0.17 * 24300,
  }),
];

const renderLines = () => renderScreen(<LinesTable lines={LINES} allocationShare={0.6} stageLabel={(stage) => stage ?? ''} />);
const calculationOf = (description: string) => within(rowOf(description, screen.getByTestId('lines'))).getByTestId('line-calculation');

inChinese();

describe('the result lines (ResultView LinesTable)', () => {
  it('shows the factor 0.5366 as 0.5366 and each line as a calculation that can be redone: 45.6 kWh × 0.5366 = 24.47', async () => {
    renderLines();
    const row = rowOf('组件厂用电', await screen.findByTestId('lines'));
    expect(within(row).getByText('45.6 kWh')).toBeInTheDocument();
    expect(within(row).getByText('0.5366 kg CO₂e/kWh')).toBeInTheDocument();
    expect(within(row).getByText('24.47')).toBeInTheDocument();
    expect(within(row).queryByText(/0\.54 kg/)).not.toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: '计算式' })).toBeInTheDocument();
    expect(calculationOf('组件厂用电')).toHaveTextContent('45.6 kWh × 0.5366 kg CO₂e/kWh = 24.47 kg CO₂e');
  });

  it('says the converted quantity of a line entered in another unit, and the allocation share of a shared line', async () => {
    renderLines();
    await screen.findByTestId('lines');
    expect(calculationOf('层压机用电')).toHaveTextContent('2 MWh（= 2000 kWh） × 0.5366 kg CO₂e/kWh = 1073.2 kg CO₂e');
    expect(calculationOf('共线车间用电')).toHaveTextContent('10 kWh × 0.5366 kg CO₂e/kWh × 0.6（分配比例） = 3.22 kg CO₂e');
    expect(calculationOf('SF6 逸散')).toHaveTextContent('170 g（= 0.17 kg） × 24300 kg CO₂e/kg = 4131 kg CO₂e');
  });

  it('writes the calculation in English', async () => {
    await setLanguage('en-US');
    try {
      renderLines();
      expect(await screen.findByRole('columnheader', { name: 'Calculation' })).toBeInTheDocument();
      expect(calculationOf('层压机用电')).toHaveTextContent('2 MWh (= 2000 kWh) × 0.5366 kg CO₂e/kWh = 1073.2 kg CO₂e');
      expect(calculationOf('共线车间用电')).toHaveTextContent('10 kWh × 0.5366 kg CO₂e/kWh × 0.6 (allocation share) = 3.22 kg CO₂e');
    } finally {
      await act(() => setLanguage('zh-CN'));
    }
  });
});
