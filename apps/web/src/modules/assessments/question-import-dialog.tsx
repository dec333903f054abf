import { DownloadOutlined } from '@ant-design/icons';
import { QUESTION_IMPORT_COLUMNS, type TQuestionImportAnswer } from '@panel/shared/assessments/contracts';
import { Alert, Button, Modal, Table, Typography } from 'antd';
import { useState } from 'react';
import { readHttpError } from '../../api/http-client';
import { api } from '../../app/http';
import { downloadFile } from '../../components/download';
import { useXlsxImport, XlsxImportPanel } from '../../components/xlsx-import';

type RowProblem = { row: number; column: string; message: string };
type Outcome = TQuestionImportAnswer;

/**
 * The dialog of question-import.tsx. Questions from Excel on the inventory's edit screen: the template has the inventory's own
 * dimension columns; the file is checked first, its problems listed by row, and only a clean
 * file is added (all of it or nothing).
 */
export const QuestionImportDialog = ({
  id,
  open,
  onClose,
  onImported,
}: {
  id: string;
  open: boolean;
  onClose: () => void;
  onImported: (count: number) => void;
}) => {
  const [problems, setProblems] = useState<RowProblem[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [checked, setChecked] = useState<Outcome | null>(null);
  const importer = useXlsxImport({
    post: (file, dryRun) => {
      const body = new FormData();
      body.append('file', file);
      return api.post('education/assessment/{id}/question-import', {
        path: { id },
        query: { dryRun: dryRun ? 'true' : 'false' },
        body: body as never,
      });
    },
    clear: () => {
      setProblems([]);
      setError(null);
      setChecked(null);
    },
    onChecked: setChecked,
    onImported: (result) => {
      onImported(result.saved);
      onClose();
    },
    onFailed: (e) => {
      const body = readHttpError(e).body;
      if (Array.isArray(body?.details)) setProblems(body.details as RowProblem[]);
      else setError([body?.message, ...(body?.errors ?? [])].filter(Boolean).join(' '));
    },
  });
  return (
    <Modal
      open={open}
      width={760}
      title="Excel’den Soru Aktar"
      onCancel={() => onClose()}
      footer={null}
      destroyOnHidden
    >
      <XlsxImportPanel
        about={
          <Typography.Text>
            Şablonda her seçenek bir satırdır; aynı Soru No ile yazılan satırlar aynı sorunun seçenekleridir.
            Sütunlar: {QUESTION_IMPORT_COLUMNS.join(', ')} ve her boyut için bir puan sütunu. Şablon bu
            envanterin kaydedilmiş boyutlarına göre hazırlanır; sorular kaydedilmiş envanterin sonuna eklenir.
          </Typography.Text>
        }
        template={
          <Button
            icon={<DownloadOutlined />}
            onClick={() =>
              void downloadFile(
                'education/assessment/{id}/question-template',
                { path: { id } },
                'envanter-soru-sablonu.xlsx',
              )
            }
          >
            Şablonu İndir
          </Button>
        }
        importer={importer}
        passed={!!checked}
        importLabel="Soruları Ekle"
      >
        {checked && <Alert type="success" showIcon title={checked.message} />}
        {error && <Alert type="error" showIcon title={error} />}
        {problems.length > 0 && (
          <>
            <Alert
              type="error"
              showIcon
              title={`${new Set(problems.map((p) => p.row)).size} satırda hata var. Hiçbir soru kaydedilmedi.`}
            />
            <Table<RowProblem>
              size="small"
              rowKey={(p) => `${p.row}-${p.column}-${p.message}`}
              pagination={{ pageSize: 20, hideOnSinglePage: true }}
              dataSource={problems}
              columns={[
                { title: 'Satır', dataIndex: 'row', width: 70 },
                { title: 'Sütun', dataIndex: 'column', width: 140 },
                { title: 'Hata', dataIndex: 'message' },
              ]}
            />
          </>
        )}
      </XlsxImportPanel>
    </Modal>
  );
};
