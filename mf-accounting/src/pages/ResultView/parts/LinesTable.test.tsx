import { act, screen, within } from '@testing-library/react';
import { setLanguage } from '@pcf/shared';
import type { SnapshotLine } from '@pcf/shared';
import { renderScreen } from '@pcf/shared/testing';
import { inChinese, rowOf } from '../../../parts/footprint/testing/footprintScreens';
import { gridLine } from '../../../parts/footprint/testing/resultParts';
import { LinesTable } from './LinesTable';

jest.mock('@pcf/shared/ui', () =>
  jest
    .requireActual<typeof import('../../../parts/footprint/testing/resultParts')>('../../../parts/footprint/testing/resultParts')
    .withFigureCharts(jest.requireActual('@pcf/shared/ui')),
);

const LINES: SnapshotLine[] = [
  gridLine(1, {}),
  gridLine(2, { description: '层压机用电', quantity: 2, unitCode: 'MWh', emission: 2000 * 0.5366 }),
  gridLine(3, { description: '共线车间用电', quantity: 10, shared: true, emission: 10 * 0.5366 * 0.6 }),
  gridLine(4, {
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

  it('does not call a supplier line primary data: it shows the share its footprint counts as such', async () => {
    const supplier = (lineId: number, description: string, primaryShare?: number): SnapshotLine =>
      gridLine(lineId, {
        description,
        sourceKind: 'supplier',
        supplierFootprintId: '5f0e7e8a-5d4c-4c1b-9f1e-0a2b3c4d5e6f',
        factorId: null,
        factorCode: null,
        factorVersionId: null,
        factorVersion: null,
        factorName: null,
        perUnit: 1.5,
        perUnitCode: 'kg',
        ...(primaryShare === undefined ? {} : { primaryShare }),
      });
    const lines = [gridLine(1, {}), supplier(2, '硅片', 0.4), supplier(3, '边框', 0), supplier(4, '旧结果的硅片')];
    renderScreen(<LinesTable lines={lines} allocationShare={1} stageLabel={(stage) => stage ?? ''} />);
    const table = await screen.findByTestId('lines');
    expect(within(rowOf('组件厂用电', table)).getByText('原始数据')).toBeInTheDocument();
    expect(within(rowOf('硅片', table)).getByText('供应商碳足迹：原始数据 40%')).toBeInTheDocument();
    expect(within(rowOf('硅片', table)).queryByText('原始数据')).not.toBeInTheDocument();
    expect(within(rowOf('边框', table)).getByText('供应商碳足迹：原始数据 0%')).toBeInTheDocument();
    // a result computed before the share was kept counted the line wholly primary, and says so
    expect(within(rowOf('旧结果的硅片', table)).getByText('原始数据')).toBeInTheDocument();
    await act(() => setLanguage('en-US'));
    try {
      expect(await within(rowOf('硅片', table)).findByText('Supplier footprint: 40% primary data')).toBeInTheDocument();
    } finally {
      await act(() => setLanguage('zh-CN'));
    }
  });
});
