import { FileExcelOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { Suspense, useState } from 'react';
import { lazyNamed } from '../../components/lazy-named';

const QuestionImportDialog = lazyNamed(() => import('./question-import-dialog'), 'QuestionImportDialog');

/**
 * Questions from Excel on the inventory's edit screen: the template has the inventory's own
 * dimension columns; the file is checked first, its problems listed by row, and only a clean
 * file is added (all of it or nothing).
 * The dialog (the upload, the checked rows' table) loads on the first click.
 */
export const QuestionImport = ({ id, onImported }: { id: string; onImported: (count: number) => void }) => {
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button
        icon={<FileExcelOutlined />}
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
      >
        Excel’den Soru Aktar
      </Button>
      {opened && (
        <Suspense fallback={null}>
          <QuestionImportDialog id={id} open={open} onClose={() => setOpen(false)} onImported={onImported} />
        </Suspense>
      )}
    </>
  );
};
