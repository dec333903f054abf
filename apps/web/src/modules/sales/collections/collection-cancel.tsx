import { Button, Input, Modal } from 'antd';
import { useState } from 'react';
import { api } from '../../../app/http';
import { useMoneyWrite } from '../sales.api';

/** Payment cancellation: asks why, then reverses the collection (the record stays, marked). */
export const CancelCollectionButton = ({ id, receiptNo }: { id: string; receiptNo: string }) => {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const cancel = useMoneyWrite((why: string) =>
    api.post('finance/collection/{id}/cancel', { path: { id }, body: { reason: why } }),
  );
  return (
    <>
      <Button danger size="small" onClick={() => setOpen(true)}>
        İptal
      </Button>
      <Modal
        open={open}
        title={`${receiptNo} numaralı tahsilat iptal edilsin mi?`}
        okText="Tahsilatı İptal Et"
        cancelText="Vazgeç"
        okButtonProps={{ danger: true, disabled: reason.trim() === '', loading: cancel.isPending }}
        onCancel={() => setOpen(false)}
        onOk={() => cancel.mutate(reason.trim(), { onSuccess: () => setOpen(false) })}
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
    </>
  );
};
