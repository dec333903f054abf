import { Input, Modal } from 'antd';
import { useState } from 'react';
import { api } from '../../../app/http';
import { useMoneyWrite } from '../sales.api';

/** Asks why a collection is cancelled, then reverses it (collection-cancel.tsx opens it). */
export const CancelCollectionDialog = ({
  id,
  receiptNo,
  open,
  onClose,
}: {
  id: string;
  receiptNo: string;
  open: boolean;
  onClose: () => void;
}) => {
  const [reason, setReason] = useState('');
  const cancel = useMoneyWrite((why: string) =>
    api.post('finance/collection/{id}/cancel', { path: { id }, body: { reason: why } }),
  );
  return (
    <Modal
      open={open}
      title={`${receiptNo} numaralı tahsilat iptal edilsin mi?`}
      okText="Tahsilatı İptal Et"
      cancelText="Vazgeç"
      okButtonProps={{ danger: true, disabled: reason.trim() === '', loading: cancel.isPending }}
      onCancel={onClose}
      onOk={() => cancel.mutate(reason.trim(), { onSuccess: onClose })}
    >
      <p>Tahsilat ters kayıtla iptal edilir; ödediği taksitler yeniden açık olur.</p>
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
