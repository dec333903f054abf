import type { ApiPath, CancelPath } from '../../api/api-paths';
import { api } from '../../app/http';
import { CancelReasonModal } from '../../components/cancel-reason-modal';
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
  const cancel = useRefreshingWrite(refreshes, (why: string) =>
    api.post(url, { path: { id }, body: { reason: why } }),
  );
  return (
    <CancelReasonModal
      open={open}
      title={title}
      okText={okText}
      note={note}
      busy={cancel.isPending}
      onClose={onClose}
      onConfirm={(reason) =>
        cancel.mutate(reason, {
          onSuccess: () => {
            onClose();
            onDone?.();
          },
        })
      }
    />
  );
};
