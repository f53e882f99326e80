/**
 * A day as the form keeps it and the server takes it ('YYYY-MM-DD'), picked with antd's DatePicker,
 * which speaks the UI's language (antd's locale from the shell's ConfigProvider and dayjs's
 * locale of the same name) instead of the browser's own mm/dd/yyyy field (issue 18). A Form.Item child:
 * `value` and `onChange` carry the text.
 */
import { DatePicker } from 'antd';
import type { DatePickerProps } from 'antd';
import dayjs from 'dayjs';
import type { Dayjs } from 'dayjs';
// antd's Chinese locale names dayjs's 'zh-cn' for week starts, month and day names: it must be loaded
import 'dayjs/locale/zh-cn';

export const DAY_FORMAT = 'YYYY-MM-DD';

export interface DateFieldProps extends Omit<
  DatePickerProps,
  'value' | 'defaultValue' | 'onChange' | 'onOk' | 'format' | 'picker' | 'multiple'
> {
  value?: string | null;
  onChange?: (value: string | undefined) => void;
}

function dayOf(value: string | null | undefined): Dayjs | null {
  if (!value) return null;
  const day = dayjs(value);
  return day.isValid() ? day : null;
}

export function DateField({ value, onChange, style, ...rest }: DateFieldProps) {
  return (
    <DatePicker
      {...rest}
      value={dayOf(value)}
      format={DAY_FORMAT}
      style={{ width: '100%', ...style }}
      onChange={(day: Dayjs | null) => onChange?.(day ? day.format(DAY_FORMAT) : undefined)}
    />
  );
}
