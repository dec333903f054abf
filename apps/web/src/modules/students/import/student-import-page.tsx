import { DownloadOutlined, InboxOutlined } from '@ant-design/icons';
import type { ImportError, TStudentImportAnswer } from '@panel/shared/students/import';
import { IMPORT_COLUMNS } from '@panel/shared/students/import';
import { useMutation } from '@tanstack/react-query';
import { Alert, Button, Card, Select, Space, Table, Typography, Upload } from 'antd';
import { useState } from 'react';
import { readHttpError } from '../../../api/http-client';
import { api } from '../../../app/http';
import { downloadFile } from '../../../components/download';
import { useBusinessOptions } from '../../administration/corporates/corporate-pages';

const IMPORT = 'admin/student/import';

const saveTemplate = (businessId: string) =>
  downloadFile(`${IMPORT}/template`, { query: { businessId } }, 'ogrenci-aktarim-sablonu.xlsx');

/**
 * /admin/student/import: the sheet is checked first; its problems are listed by row and
 * column, and nothing is saved until the whole file is clean.
 */
export const StudentImportPage = () => {
  const businesses = useBusinessOptions(true);
  const [businessId, setBusinessId] = useState<string | undefined>();
  const [file, setFile] = useState<File | null>(null);
  const [problems, setProblems] = useState<ImportError[]>([]);
  const [outcome, setOutcome] = useState<TStudentImportAnswer | null>(null);
  const send = useMutation({
    mutationFn: ({ dryRun }: { dryRun: boolean }) => {
      const body = new FormData();
      body.append('file', file!);
      return api.post(IMPORT, {
        query: { businessId: businessId ?? '', dryRun: dryRun ? 'true' : 'false' },
        body,
      });
    },
    onMutate: () => {
      setProblems([]);
      setOutcome(null);
    },
    onSuccess: (result, { dryRun }) => {
      setOutcome(result);
      if (!dryRun) setFile(null);
    },
    onError: (error) => {
      const details = readHttpError(error).body?.details;
      if (Array.isArray(details)) setProblems(details as ImportError[]);
    },
  });
  const checked = outcome && outcome.saved === 0;
  return (
    <>
      <Typography.Title level={3} style={{ marginTop: 0 }}>
        Öğrenci Aktarımı
      </Typography.Title>
      <Card style={{ marginBottom: 16 }}>
        <Space direction="vertical" size="middle" style={{ width: '100%', maxWidth: 720 }}>
          <Typography.Text>
            Şablonu indirip her öğrenciyi bir satıra yazın. Sütunlar:{' '}
            {IMPORT_COLUMNS.map((c) => c.header).join(', ')}. Şube, dönem, zaman dilimi ve sınıf adları
            şablondaki Seçenekler sayfasındaki gibi yazılmalıdır.
          </Typography.Text>
          <Space wrap>
            <Select
              aria-label="Kurum"
              placeholder="Kurum seçiniz"
              style={{ width: 280 }}
              showSearch
              optionFilterProp="label"
              options={businesses}
              value={businessId}
              onChange={(v) => {
                setBusinessId(v);
                setOutcome(null);
                setProblems([]);
              }}
            />
            <Button
              icon={<DownloadOutlined />}
              disabled={!businessId}
              onClick={() => saveTemplate(businessId!)}
            >
              Şablonu İndir
            </Button>
          </Space>
          <Upload.Dragger
            accept=".xlsx"
            maxCount={1}
            disabled={!businessId}
            fileList={file ? [{ uid: 'file', name: file.name, status: 'done' }] : []}
            beforeUpload={(f) => {
              setFile(f);
              setOutcome(null);
              setProblems([]);
              return false;
            }}
            onRemove={() => setFile(null)}
          >
            <p className="ant-upload-drag-icon">
              <InboxOutlined />
            </p>
            <p>Excel dosyasını buraya bırakın ya da seçmek için tıklayın</p>
          </Upload.Dragger>
          <Space>
            <Button
              disabled={!file || !businessId}
              loading={send.isPending}
              onClick={() => send.mutate({ dryRun: true })}
            >
              Kontrol Et
            </Button>
            <Button
              type="primary"
              disabled={!file || !businessId || !checked}
              loading={send.isPending}
              onClick={() => send.mutate({ dryRun: false })}
            >
              Aktar
            </Button>
          </Space>
          {outcome && <Alert type="success" showIcon message={outcome.message} />}
        </Space>
      </Card>
      {problems.length > 0 && (
        <Card title={`Hatalar (${problems.length})`}>
          <Table<ImportError>
            rowKey={(p) => `${p.row}:${p.column}`}
            size="small"
            dataSource={problems}
            pagination={{ pageSize: 50, showTotal: (n) => `Toplam ${n} hata` }}
            columns={[
              { title: 'Satır', dataIndex: 'row', width: 80 },
              { title: 'Sütun', dataIndex: 'column' },
              { title: 'Değer', dataIndex: 'value' },
              { title: 'Hata', dataIndex: 'message' },
            ]}
          />
        </Card>
      )}
    </>
  );
};
