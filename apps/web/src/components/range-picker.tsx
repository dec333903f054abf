import { DatePicker } from 'antd';

/** The pickers themselves: range-filter.tsx loads them beside the page's first data. */
export const RangePicker = DatePicker.RangePicker;
export const DayPicker = DatePicker;
