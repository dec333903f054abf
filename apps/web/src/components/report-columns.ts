import { formatDay } from '@panel/shared/common/dates';
import { formatMoney } from '@panel/shared/common/money';
import type { ColumnKind } from '@panel/shared/sales/finance-reports';
import type { TableColumnsType } from 'antd';

type Row = Record<string, string | number>;

/**
 * A report's shared column list as table columns: money in lira to the right, days as
 * DD.MM.YYYY; a column among `sorts` (the report's server sorts) sorts on the server.
 */
export const reportColumns = <T extends object = Row>(
  columns: readonly { key: string; header: string; kind: ColumnKind }[],
  sorts: readonly string[] = [],
): TableColumnsType<T> =>
  columns.map((c) => ({
    ...shownAs<T>(c),
    ...(sorts.includes(c.key) ? { key: c.key, sorter: true as const } : {}),
  }));

const shownAs = <T extends object>(c: {
  key: string;
  header: string;
  kind: ColumnKind;
}): TableColumnsType<T>[number] =>
  c.kind === 'money'
    ? { title: c.header, dataIndex: c.key, align: 'right', render: (v: number) => formatMoney(v) }
    : c.kind === 'day'
      ? { title: c.header, dataIndex: c.key, render: (v: string) => (v ? formatDay(v) : '') }
      : c.kind === 'number'
        ? { title: c.header, dataIndex: c.key, align: 'right' }
        : { title: c.header, dataIndex: c.key };
