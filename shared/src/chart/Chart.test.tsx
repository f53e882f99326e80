import { act, render, screen, waitFor } from '@testing-library/react';
import type { EChartsOption } from 'echarts';
import { setLanguage } from '../i18n';
import { Chart } from './Chart';
import type { ChartClickParams } from './Chart';

// jsdom has no canvas: a stand-in echarts records what the component asks of it
type Handler = (event: unknown) => void;
interface FakeChart {
  element: HTMLElement;
  setOption: jest.Mock;
  resize: jest.Mock;
  dispose: jest.Mock;
  on: jest.Mock;
  handlers: Record<string, Handler>;
}
const charts: FakeChart[] = [];
jest.mock('echarts', () => ({
  init: jest.fn((element: HTMLElement) => {
    const fake: FakeChart = {
      element,
      setOption: jest.fn(),
      resize: jest.fn(),
      dispose: jest.fn(),
      handlers: {},
      on: jest.fn((name: string, handler: Handler) => {
        fake.handlers[name] = handler;
      }),
    };
    charts.push(fake);
    return fake;
  }),
}));

// the observer the component watches its box with, to make the box "resize"
const observed: { callback: () => void; disconnect: jest.Mock }[] = [];
class FakeResizeObserver {
  disconnect = jest.fn();
  constructor(private readonly callback: () => void) {
    observed.push({ callback: () => this.callback(), disconnect: this.disconnect });
  }
  observe() {}
  unobserve() {}
}

const original = globalThis.ResizeObserver;
beforeAll(async () => {
  await setLanguage('en-US');
  globalThis.ResizeObserver = FakeResizeObserver as unknown as typeof ResizeObserver;
});
afterAll(() => {
  globalThis.ResizeObserver = original;
});
afterEach(() => {
  charts.length = 0;
  observed.length = 0;
});

const bars = (values: number[]): EChartsOption => ({
  xAxis: { type: 'category', data: values.map(String) },
  yAxis: { type: 'value' },
  series: [{ type: 'bar', data: values }],
});

describe('Chart', () => {
  it('shows a loading state, then inits echarts on its box with the option (not merged) and resizes with it', async () => {
    render(<Chart option={bars([1, 2])} height={240} ariaLabel="Counts by year" />);
    expect(screen.getByRole('status', { name: 'Loading…' })).toBeInTheDocument();
    await waitFor(() => expect(charts).toHaveLength(1));
    const [chart] = charts;
    expect(chart.element).toBe(screen.getByRole('img', { name: 'Counts by year' }));
    expect(chart.setOption).toHaveBeenCalledWith(bars([1, 2]), { notMerge: true });
    await waitFor(() => expect(screen.queryByRole('status')).not.toBeInTheDocument());
    act(() => observed[0].callback());
    expect(chart.resize).toHaveBeenCalled();
  });

  it('replaces the option when it changes, without a second chart', async () => {
    const { rerender } = render(<Chart option={bars([1])} />);
    await waitFor(() => expect(charts).toHaveLength(1));
    rerender(<Chart option={bars([3, 4])} />);
    expect(charts[0].setOption).toHaveBeenLastCalledWith(bars([3, 4]), { notMerge: true });
    expect(charts).toHaveLength(1);
  });

  it('forwards a click on a series element to the latest onClick', async () => {
    const first = jest.fn();
    const latest = jest.fn<void, [ChartClickParams]>();
    const { rerender } = render(<Chart option={bars([5])} onClick={first} />);
    await waitFor(() => expect(charts[0]?.handlers.click).toBeDefined());
    rerender(<Chart option={bars([5])} onClick={latest} />);
    charts[0].handlers.click({
      type: 'click',
      name: '2024',
      seriesName: 'Factors',
      dataIndex: 0,
      value: 5,
      data: { value: 5, year: 2024 },
      componentType: 'series',
    });
    expect(first).not.toHaveBeenCalled();
    expect(latest).toHaveBeenCalledWith({ name: '2024', seriesName: 'Factors', dataIndex: 0, value: 5, data: { value: 5, year: 2024 } });
  });

  it('disposes the chart and stops observing when it unmounts', async () => {
    const { unmount } = render(<Chart option={bars([1])} />);
    await waitFor(() => expect(charts).toHaveLength(1));
    unmount();
    expect(charts[0].dispose).toHaveBeenCalled();
    expect(observed[0].disconnect).toHaveBeenCalled();
  });
});
