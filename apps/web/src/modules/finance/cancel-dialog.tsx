import { formatMoney } from '@panel/shared/common/money';
import { Button, Input, Modal, Tag, Typography } from 'antd';
import { useState } from 'react';
import type { ApiPath, CancelPath } from '../../api/api-paths';
import { api } from '../../app/http';
import { useRefreshingWrite } from './finance.api';

/** A posted record that is cancelled, not deleted: it stays in its list, marked, with the reason. */
export type Cancellable = { cancelled: boolean; cancelReason: string | null };

/**
 * Cancelling asks why; the server reverses the posting and keeps the record. `refreshes`
 * are the lists whose figures the reversal changes.
 */
export const CancelButton = ({
  title,
  note,
  okText,
  url,
  id,
  refreshes,
  onDone,
}: {
  title: string;
  note: string;
  okText: string;
  /** A `.../{id}/cancel` route and the record's id. */
  url: CancelPath;
  id: string;
  refreshes: readonly ApiPath[];
  onDone?: () => void;
}) => {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const cancel = useRefreshingWrite(refreshes, (why: string) =>
    api.post(url, { path: { id }, body: { reason: why } }),
  );
  return (
    <>
      <Button danger size="small" onClick={() => setOpen(true)}>
        İptal
      </Button>
      <Modal
        open={open}
        title={title}
        okText={okText}
        cancelText="Vazgeç"
        okButtonProps={{ danger: true, disabled: reason.trim() === '', loading: cancel.isPending }}
        onCancel={() => setOpen(false)}
        onOk={() =>
          cancel.mutate(reason.trim(), {
            onSuccess: () => {
              setOpen(false);
              onDone?.();
            },
          })
        }
      >
        <p>{note}</p>
        <Input.TextArea
          aria-label="İptal Nedeni"
          placeholder="İptal nedeni"
          maxLength={200}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
        />
      </Modal>
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
