import { Modal } from 'antd';
import { UNSAVED_TEXT, UNSAVED_TITLE } from './unsaved-changes';

/** The question unsaved-changes.tsx asks; loaded the first time a form with changes is left. */
export const UnsavedChangesDialog = ({
  open,
  onLeave,
  onStay,
}: {
  open: boolean;
  onLeave: () => void;
  onStay: () => void;
}) => (
  <Modal
    open={open}
    title={UNSAVED_TITLE}
    okText="Ayrıl"
    cancelText="Sayfada Kal"
    okButtonProps={{ danger: true }}
    onOk={onLeave}
    onCancel={onStay}
  >
    {UNSAVED_TEXT}
  </Modal>
);
