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
});
