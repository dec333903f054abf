import type { DatePickerProps } from 'antd';
import type { Dayjs } from 'dayjs';
import { type ComponentType, lazy, Suspense } from 'react';

const DayPicker = lazy(async () => ({
  default: (await import('./range-picker')).DayPicker as ComponentType<DatePickerProps<Dayjs, false>>,
}));

const BOX = { display: 'inline-block', width: 150, height: 32, verticalAlign: 'middle' } as const;

/**
 * Ant Design's date picker for a form field (a Form.Item passes its value and onChange as to
 * the picker itself), loaded beside the form's first data instead of before it: the picker
 * and its panels (50 KB gzip with their parts) are not in the download that shows the page.
 */
export const DateInput = (props: DatePickerProps<Dayjs, false>) => (
  <Suspense fallback={<span style={props.style ? { ...BOX, ...props.style } : BOX} />}>
    <DayPicker {...props} />
  </Suspense>
);
