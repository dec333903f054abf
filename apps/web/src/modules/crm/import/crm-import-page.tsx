import { DownloadOutlined } from '@ant-design/icons';
import type { TCrmImportRowOutcome } from '@panel/shared/crm/import';
import { CRM_IMPORT_COLUMNS } from '@panel/shared/crm/import';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Checkbox, Select, Space, Table, Typography } from 'antd';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import type { Answer } from '../../../api/api-paths';
import { api } from '../../../app/http';
import { downloadFile } from '../../../components/download';
import { pagedTableProps } from '../../../components/list-page';
import { useListParams } from '../../../components/use-list-params';
import { XlsxFilePicker } from '../../../components/xlsx-file-picker';
import { useBranchOptions } from '../../education/education-options';
import { formatShortDateTime } from '../crm-dates';
import { ImportRowsTable } from './crm-import-rows';

type Result = Answer<'crm/excel', 'post'>;
type FileRow = Answer<'crm/excel', 'get'>['_data'][number];

/** Checks a sheet, shows its problems by row, then imports the good rows (duplicates if ticked). */
const ImportCard = () => {
  const client = useQueryClient();
  const navigate = useNavigate();
  const branches = useBranchOptions();
  const [branchId, setBranchId] = useState<string>();
  const [file, setFile] = useState<File | null>(null);
  const [includeDuplicates, setIncludeDuplicates] = useState(false);
  const [checked, setChecked] = useState<Result | null>(null);
  const send = useMutation({
    mutationFn: ({ dryRun }: { dryRun: boolean }) => {
      const body = new FormData();
      body.append('file', file!);
      return api.post('crm/excel', {
        query: {
          dryRun: dryRun ? 'true' : 'false',
          includeDuplicates: includeDuplicates ? 'true' : 'false',
          ...(branchId ? { branchId } : {}),
        },
        body,
      });
    },
    onSuccess: (result, { dryRun }) => {
      if (dryRun) setChecked(result);
      else {
        void client.invalidateQueries({ queryKey: ['crm/excel'] });
        navigate(`/crm/excel/file/${result.fileId}`);
      }
    },
  });
  const importable = (checked?.rows ?? []).filter(
    (r: TCrmImportRowOutcome) => r.errors.length === 0 && (includeDuplicates || !r.duplicateOf),
  ).length;
  const problems = (checked?.rows ?? []).filter((r) => r.errors.length > 0 || r.duplicateOf);
  return (
    <Card style={{ marginBottom: 16 }}>
      <Space direction="vertical" size="middle" style={{ width: '100%', maxWidth: 760 }}>
        <Typography.Text>
          Şablonu indirip her müşteriyi bir satıra yazın. Sütunlar:{' '}
          {CRM_IMPORT_COLUMNS.map((c) => c.header).join(', ')}. Önce dosyayı kontrol edin; hatalı satırlar
          aktarılmaz.
        </Typography.Text>
        <Space wrap>
          <Button
            icon={<DownloadOutlined />}
            onClick={() => void downloadFile('crm/excel/template', {}, 'musteri-aktarim-sablonu.xlsx')}
          >
            Şablonu İndir
          </Button>
          {branches.length > 1 && (
            <Select
              aria-label="Şube"
              placeholder="Şube seçiniz"
              style={{ width: 240 }}
              options={branches}
              value={branchId}
              onChange={setBranchId}
            />
          )}
        </Space>
        <XlsxFilePicker
          file={file}
          onChange={(f) => {
            setFile(f);
            setChecked(null);
          }}
        />
        <Space wrap>
          <Button disabled={!file} loading={send.isPending} onClick={() => send.mutate({ dryRun: true })}>
            Kontrol Et
          </Button>
          <Checkbox checked={includeDuplicates} onChange={(e) => setIncludeDuplicates(e.target.checked)}>
            Mükerrer satırları da aktar
          </Checkbox>
          <Button
            type="primary"
            disabled={!checked || importable === 0}
            loading={send.isPending}
            onClick={() => send.mutate({ dryRun: false })}
          >
            {importable} Satırı Aktar
          </Button>
        </Space>
        {checked && <Alert type={checked.errorCount > 0 ? 'warning' : 'success'} message={checked.message} />}
        {problems.length > 0 && <ImportRowsTable rows={problems} />}
      </Space>
    </Card>
  );
};

/** /crm/excel: the import and the kept files with their counts. */
export const CrmImportPage = () => {
  const [params, setParams] = useListParams();
  const list = useQuery({
    queryKey: ['crm/excel', params],
    queryFn: () => api.get('crm/excel', { query: params }),
  });
  return (
    <>
      <Typography.Title level={3} style={{ marginTop: 0 }}>
        Excel ile Müşteri Aktarımı
      </Typography.Title>
      <ImportCard />
      <Card title="Aktarım Dosyaları">
        <Table<FileRow>
          rowKey="id"
          size="middle"
          {...pagedTableProps(list, params, setParams)}
          locale={{ emptyText: 'Henüz aktarım yok.' }}
          columns={[
            {
              title: 'Dosya',
              key: 'fileName',
              render: (_, r) => <Link to={`/crm/excel/file/${r.id}`}>{r.fileName}</Link>,
            },
            { title: 'Şube', dataIndex: 'branchName' },
            { title: 'Satır', dataIndex: 'rowCount' },
            { title: 'Aktarılan', dataIndex: 'importedCount' },
            { title: 'Hatalı', dataIndex: 'errorCount' },
            { title: 'Mükerrer', dataIndex: 'duplicateCount' },
            { title: 'Tarih', key: 'createdAt', render: (_, r) => formatShortDateTime(r.createdAt) },
          ]}
        />
      </Card>
    </>
  );
};
