import { Input, Modal } from 'antd';
import { type ReactNode, useState } from 'react';

/** A cancel confirmation that needs a reason: OK stays off until one is written and gets it trimmed. */
export const CancelReasonModal = ({
  open,
  title,
  okText,
  note,
  busy,
  onClose,
  onConfirm,
}: {
  open: boolean;
  title: string;
  okText: string;
  note: ReactNode;
  busy: boolean;
  onClose: () => void;
  onConfirm: (reason: string) => void;
}) => {
  const [reason, setReason] = useState('');
  return (
    <Modal
      open={open}
      title={title}
      okText={okText}
      cancelText="Vazgeç"
      okButtonProps={{ danger: true, disabled: reason.trim() === '', loading: busy }}
      onCancel={onClose}
      onOk={() => onConfirm(reason.trim())}
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
