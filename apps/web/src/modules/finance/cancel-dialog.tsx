import { formatMoney } from '@panel/shared/common/money';
import { Button, Tag, Typography } from 'antd';
import { type ReactNode, Suspense, useState } from 'react';
import { lazyNamed } from '../../components/lazy-named';
import { actionsColumn } from '../../components/table-columns';
import type { CancelDialogProps } from './cancel-reason-dialog';

const CancelReasonDialog = lazyNamed(() => import('./cancel-reason-dialog'), 'CancelReasonDialog');

/** A posted record that is cancelled, not deleted: it stays in its list, marked, with the reason. */
export type Cancellable = { cancelled: boolean; cancelReason: string | null };

/**
 * Cancelling asks why; the server reverses the posting and keeps the record. `refreshes`
 * are the lists whose figures the reversal changes. The dialog loads on the first click:
 * a list with cancel buttons does not carry the modal.
 */
export const CancelButton = (props: CancelDialogProps) => {
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button
        danger
        size="small"
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
      >
        İptal
      </Button>
      {opened && (
        <Suspense fallback={null}>
          <CancelReasonDialog {...props} open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
};

/** Whether a record still counts; hovering a cancelled one shows why it was cancelled. */
export const CancelStateTag = ({ row }: { row: Cancellable }) =>
  row.cancelled ? (
    <Tag color="red" title={row.cancelReason ?? undefined}>
      İptal
    </Tag>
  ) : (
    <Tag color="green">Geçerli</Tag>
  );

/** The 'Durum' column of a list of cancellable records. */
export const cancelStateColumn = () => ({
  title: 'Durum',
  key: 'state',
  render: (_: unknown, r: Cancellable) => <CancelStateTag row={r} />,
});

/** The row action of a list of cancellable records: `button` on a record still in force, for those who may cancel it. */
export const cancelActionColumn = <T extends Cancellable>(
  canCancel: boolean,
  button: (row: T) => ReactNode,
) => actionsColumn<T>((r) => canCancel && !r.cancelled && button(r));

/** An amount cell: a cancelled record's amount is struck through, since it no longer counts. */
export const cancellableMoney = (v: number, r: Cancellable) => (
  <Typography.Text delete={r.cancelled}>{formatMoney(v)}</Typography.Text>
);

/** The 'Tutar' column of a list of cancellable records. */
export const cancellableAmountColumn = ({ sortable = false } = {}) => ({
  title: 'Tutar',
  dataIndex: 'amount',
  align: 'right' as const,
  render: cancellableMoney,
  // Only where the list's endpoint sorts by amount on the server (its `_sort`).
  ...(sortable ? { key: 'amount', sorter: true } : {}),
});
