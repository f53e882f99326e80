/**
 * One echarts chart. echarts (about 370 KB gzip, minified) is fetched with a dynamic import the first time a
 * chart shows, so no page without a chart (the sign-in page above all) downloads it; a small
 * spinner stands in meanwhile. The option replaces the previous one whole (notMerge), the chart
 * follows its box's size, and a click on a series element reaches `onClick`. The axes' names stay
 * inside the chart (containAxes.ts).
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { CSSProperties } from 'react';
import { Button, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ECElementEvent, ECharts, EChartsOption, TooltipComponentFormatterCallbackParams } from 'echarts';
import { containAxisNames } from './containAxes';

type EchartsModule = typeof import('echarts');

/** echarts' option and tooltip types, so screens type their charts without depending on echarts themselves. */
export type ChartOption = EChartsOption;
export type ChartTooltipParams = TooltipComponentFormatterCallbackParams;

/** What a click on a bar, slice, box or node tells (the fields of echarts' own event that screens use). */
export interface ChartClickParams {
  name: string;
  seriesName?: string;
  dataIndex: number;
  value: unknown;
  /** The data item as given in the option, with any extra fields a screen put on it (an id ...). */
  data: unknown;
}

export interface ChartProps {
  option: ChartOption;
  /** CSS height of the chart (the width follows the container); 300 px by default. */
  height?: number | string;
  onClick?: (params: ChartClickParams) => void;
  /** What the chart shows, for screen readers (the canvas itself says nothing). */
  ariaLabel?: string;
  className?: string;
  style?: CSSProperties;
}

// one download for every chart of the page; a failed one may be tried again
let echartsLoading: Promise<EchartsModule> | null = null;
function loadEcharts(): Promise<EchartsModule> {
  if (!echartsLoading) {
    echartsLoading = import('echarts').catch((error: unknown) => {
      echartsLoading = null;
      throw error;
    });
  }
  return echartsLoading;
}

type LoadState = 'loading' | 'ready' | 'failed';

export function Chart({ option, height = 300, onClick, ariaLabel, className, style }: ChartProps) {
  const { t } = useTranslation('common');
  const box = useRef<HTMLDivElement>(null);
  const chart = useRef<ECharts | null>(null);
  const [state, setState] = useState<LoadState>('loading');
  const [attempt, setAttempt] = useState(0);
  // the latest option and handler, read by the effect that creates the chart, which runs once
  const latestOption = useRef(option);
  latestOption.current = option;
  const latestOnClick = useRef(onClick);
  latestOnClick.current = onClick;

  useEffect(() => {
    let disposed = false;
    let observer: ResizeObserver | null = null;
    setState('loading');
    loadEcharts()
      .then((echarts) => {
        if (disposed || !box.current) return;
        const instance = echarts.init(box.current);
        chart.current = instance;
        instance.setOption(containAxisNames(latestOption.current), { notMerge: true });
        instance.on('click', (event) => {
          const params = event as ECElementEvent;
          latestOnClick.current?.({
            name: params.name,
            seriesName: params.seriesName,
            dataIndex: params.dataIndex,
            value: params.value,
            data: params.data,
          });
        });
        if (typeof ResizeObserver !== 'undefined') {
          observer = new ResizeObserver(() => instance.resize());
          observer.observe(box.current);
        }
        setState('ready');
      })
      .catch(() => {
        if (!disposed) setState('failed');
      });
    return () => {
      disposed = true;
      observer?.disconnect();
      chart.current?.dispose();
      chart.current = null;
    };
  }, [attempt]);

  useEffect(() => {
    chart.current?.setOption(containAxisNames(option), { notMerge: true });
  }, [option]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);

  return (
    <div className={className} style={{ position: 'relative', width: '100%', height, ...style }}>
      <div ref={box} role="img" aria-label={ariaLabel} style={{ width: '100%', height: '100%' }} />
      {state !== 'ready' && (
        <div style={{ position: 'absolute', inset: 0, display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 8 }}>
          {state === 'loading' ? (
            <span role="status" aria-label={t('loading')}>
              <Spin size="small" />
            </span>
          ) : (
            <>
              <span>{t('networkError')}</span>
              <Button size="small" onClick={retry}>
                {t('retry')}
              </Button>
            </>
          )}
        </div>
      )}
    </div>
  );
}
