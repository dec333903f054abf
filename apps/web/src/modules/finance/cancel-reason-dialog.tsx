import { Input, Modal } from 'antd';
import { useState } from 'react';
import type { ApiPath, CancelPath } from '../../api/api-paths';
import { api } from '../../app/http';
import { useRefreshingWrite } from './finance.api';

export type CancelDialogProps = {
  title: string;
  note: string;
  okText: string;
  /** A `.../{id}/cancel` route and the record's id. */
  url: CancelPath;
  id: string;
  refreshes: readonly ApiPath[];
  onDone?: () => void;
};

/** Asks why a record is cancelled, then cancels it (cancel-dialog.tsx's CancelButton opens it). */
export const CancelReasonDialog = ({
  title,
  note,
  okText,
  url,
  id,
  refreshes,
  onDone,
  open,
  onClose,
}: CancelDialogProps & { open: boolean; onClose: () => void }) => {
  const [reason, setReason] = useState('');
  const cancel = useRefreshingWrite(refreshes, (why: string) =>
    api.post(url, { path: { id }, body: { reason: why } }),
  );
  return (
    <Modal
      open={open}
      title={title}
      okText={okText}
      cancelText="Vazgeç"
      okButtonProps={{ danger: true, disabled: reason.trim() === '', loading: cancel.isPending }}
      onCancel={onClose}
      onOk={() =>
        cancel.mutate(reason.trim(), {
          onSuccess: () => {
            onClose();
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
  );
};
