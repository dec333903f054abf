import { DownloadOutlined, FileExcelOutlined } from '@ant-design/icons';
import { OUTCOME_IMPORT_COLUMNS, type OutcomeRowError } from '@panel/shared/exams/learning-outcomes';
import { Alert, Button, Modal, Space, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { readHttpError } from '../../api/http-client';
import { useXlsxImport, XlsxImportPanel } from '../../components/xlsx-import';
import { downloadExamFile, type ImportPreview, POOLS, postOutcomeFile } from './exam-outcomes.api';

type PreviewRow = {
  row: number;
  code: string;
  text: string;
  existing?: boolean;
  problems: OutcomeRowError[];
};

/** Every row of the checked file in sheet order: the good ones with what they do, the bad ones with their errors. */
export const previewRows = (preview: Pick<ImportPreview, 'outcomes' | 'errors'>): PreviewRow[] => {
  const byRow = new Map<number, PreviewRow>();
  for (const o of preview.outcomes) byRow.set(o.row, { ...o, problems: [] });
  for (const e of preview.errors) {
    const row = byRow.get(e.row) ?? { row: e.row, code: '', text: '', problems: [] };
    row.problems.push(e);
    byRow.set(e.row, row);
  }
  return [...byRow.values()].sort((a, b) => a.row - b.row);
};

/**
 * Outcomes from Excel into a saved pool: the file is checked first and every row shown (new,
 * updated or its errors); only a file without errors is saved, all of it or nothing.
 */
export const OutcomeImport = ({ poolId, onImported }: { poolId: string; onImported: () => void }) => {
  const [open, setOpen] = useState(false);
  const [preview, setPreview] = useState<ImportPreview | null>(null);
  const [error, setError] = useState<string | null>(null);
  const importer = useXlsxImport({
    post: (file, dryRun) => postOutcomeFile(poolId, file, dryRun),
    clear: () => {
      setPreview(null);
      setError(null);
    },
    onChecked: setPreview,
    onImported: () => {
      onImported();
      setOpen(false);
    },
    onFailed: (e) => {
      const body = readHttpError(e).body;
      setError([body?.message, ...(body?.errors ?? [])].filter(Boolean).join(' '));
    },
  });
  const rows = preview ? previewRows(preview) : [];
  const clean = !!preview && preview.errors.length === 0;
  return (
    <>
      <Button icon={<FileExcelOutlined />} onClick={() => setOpen(true)} disabled={false}>
        Excel’den Kazanım Aktar
      </Button>
      <Modal
        open={open}
        width={860}
        title="Excel’den Kazanım Aktar"
        onCancel={() => setOpen(false)}
        footer={null}
        destroyOnHidden
      >
        <XlsxImportPanel
          about={
            <Typography.Text>
              Sütunlar: {OUTCOME_IMPORT_COLUMNS.join(', ')}. Havuzda olan bir kodun metni güncellenir, yeni
              kodlar havuzun sonuna eklenir.
            </Typography.Text>
          }
          template={
            <Button
              icon={<DownloadOutlined />}
              onClick={() =>
                void downloadExamFile(`${POOLS}/import-template`, {}, 'kazanim-aktarim-ornegi.xlsx')
              }
            >
              Örnek Dosyayı İndir
            </Button>
          }
          importer={importer}
          passed={clean}
          importLabel="Kazanımları Aktar"
        >
          {preview && (
            <Alert
              type={clean ? 'success' : 'error'}
              showIcon
              title={
                clean
                  ? `${preview.added} yeni kazanım eklenecek, ${preview.updated} kazanım güncellenecek.`
                  : `${new Set(preview.errors.map((e) => e.row)).size} satırda hata var. Hatalar düzeltilmeden aktarılamaz.`
              }
            />
          )}
          {error && <Alert type="error" showIcon title={error} />}
          {preview && (
            <Table<PreviewRow>
              size="small"
              rowKey="row"
              pagination={{ pageSize: 20, hideOnSinglePage: true }}
              dataSource={rows}
              rowClassName={(r) => (r.problems.length > 0 ? 'import-row-error' : '')}
              columns={[
                { title: 'Satır', dataIndex: 'row', width: 70 },
                { title: 'Kazanım Kodu', dataIndex: 'code', width: 140 },
                { title: 'Kazanım', dataIndex: 'text' },
                {
                  title: 'Durum',
                  key: 'state',
                  width: 260,
                  render: (_, r) =>
                    r.problems.length > 0 ? (
                      <Space direction="vertical" size={0}>
                        {r.problems.map((p) => (
                          <Typography.Text key={`${p.column}-${p.message}`} type="danger">
                            {p.column}: {p.message}
                          </Typography.Text>
                        ))}
                      </Space>
                    ) : r.existing ? (
                      <Tag color="blue">Güncellenecek</Tag>
                    ) : (
                      <Tag color="green">Eklenecek</Tag>
                    ),
                },
              ]}
            />
          )}
        </XlsxImportPanel>
      </Modal>
    </>
  );
};
