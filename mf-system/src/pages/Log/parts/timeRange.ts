/** The time range filter: whole days in the browser's time zone, sent as ISO instants. */
import type { DatePicker, GetProps } from 'antd';

export type TimeRange = GetProps<typeof DatePicker.RangePicker>['value'];

export function rangeToQuery(range: TimeRange): { from?: string; to?: string } {
  const [start, end] = range ?? [];
  return { from: start ? start.startOf('day').toISOString() : undefined, to: end ? end.endOf('day').toISOString() : undefined };
}
