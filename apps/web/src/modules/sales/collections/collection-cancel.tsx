import { Button } from 'antd';
import { lazy, Suspense, useState } from 'react';

const CancelCollectionDialog = lazy(async () => ({
  default: (await import('./collection-cancel-dialog')).CancelCollectionDialog,
}));

/**
 * Payment cancellation: asks why, then reverses the collection (the record stays, marked).
 * The dialog loads on the first click.
 */
export const CancelCollectionButton = ({ id, receiptNo }: { id: string; receiptNo: string }) => {
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button
        danger
        size="small"
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
      >
        İptal
      </Button>
      {opened && (
        <Suspense fallback={null}>
          <CancelCollectionDialog id={id} receiptNo={receiptNo} open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
};
