import { DeleteOutlined } from '@ant-design/icons';
import { MESSAGES } from '@panel/shared/validation/messages';
import { Button, Popconfirm } from 'antd';

/** SPEC 8: deleting a record asks first, always with the same words. */
export const ConfirmDelete = ({
  onConfirm,
  disabled,
}: {
  onConfirm: () => Promise<unknown>;
  disabled?: boolean;
}) => (
  <Popconfirm
    title={MESSAGES.confirmDelete}
    okText="Sil"
    cancelText="Vazgeç"
    okButtonProps={{ danger: true }}
    onConfirm={onConfirm}
  >
    <Button size="small" danger icon={<DeleteOutlined />} disabled={disabled} aria-label="Sil">
      Sil
    </Button>
  </Popconfirm>
);
