import { List, Modal } from 'antd';

/** The student's notes marked to pop up, shown when the card opens (student-profile-page.tsx). */
export const PopupNotesDialog = ({
  open,
  notes,
  onClose,
}: {
  open: boolean;
  notes: { text: string }[];
  onClose: () => void;
}) => (
  <Modal
    open={open}
    title="Öğrenci Notları"
    onOk={onClose}
    onCancel={onClose}
    okText="Tamam"
    cancelButtonProps={{ style: { display: 'none' } }}
  >
    <List
      dataSource={notes}
      renderItem={(n) => <List.Item style={{ whiteSpace: 'pre-wrap' }}>{n.text}</List.Item>}
    />
  </Modal>
);
