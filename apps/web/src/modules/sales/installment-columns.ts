import { formatDay } from '@panel/shared/common/dates';

/** An installment's name: number 0 is the down payment, the others count from 1. */
const installmentName = (no: number) => (no === 0 ? 'Peşinat' : `${no}. Taksit`);

/** The 'Taksit' column of a payment plan. */
export const installmentNoColumn = { title: 'Taksit', dataIndex: 'no', render: installmentName };

/** The columns that say which installment a row is: its sale, its name and its due day. */
export const installmentColumns = [
  { title: 'Satış No', dataIndex: 'orderNo' },
  installmentNoColumn,
  { title: 'Vade', dataIndex: 'dueDate', render: formatDay },
];
