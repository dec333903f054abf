import { PlusOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { type ReactNode, Suspense, useState } from 'react';

/**
 * A list's add button and the dialog it opens. The button shows only to those `allowed` to
 * add; the dialog, a lazy component, loads on the first click and closes itself when done.
 */
export const useAddDialog = ({
  allowed,
  label,
  dialog,
}: {
  allowed: boolean;
  label: string;
  dialog: (close: () => void) => ReactNode;
}) => {
  const [open, setOpen] = useState(false);
  return {
    button: allowed && (
      <Button type="primary" icon={<PlusOutlined />} onClick={() => setOpen(true)}>
        {label}
      </Button>
    ),
    dialog: open && <Suspense fallback={null}>{dialog(() => setOpen(false))}</Suspense>,
  };
};
