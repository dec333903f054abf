import { UploadOutlined } from '@ant-design/icons';
import { formatDay } from '@panel/shared/common/dates';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Descriptions, Space, Table, Tag, Typography, Upload } from 'antd';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import type { Answer } from '../../api/api-paths';
import { api } from '../../app/http';
import { FilterSelect } from '../../components/filter-select';
import { pagedTableProps } from '../../components/list-page';
import { recordOptions } from '../../components/record-options';
import { useListParams, useUrlFilter } from '../../components/use-list-params';
import { ExamSelect, useExamOptions } from './exam-upload-select';

type UploadRow = Answer<'/examapi/uploads', 'get'>['_data'][number];
type UploadAnswer = Answer<'/examapi/exams/{id}/uploads', 'post'>;
type Problem = { line: number; reason: string };

const dateTime = (iso: string) =>
  new Date(iso).toLocaleString('tr-TR', {
    timeZone: 'Europe/Istanbul',
    dateStyle: 'short',
    timeStyle: 'short',
  });

/** The lines of a file that were not read, or wait for a hand match, each with its number and reason. */
export const LineProblems = ({ title, rows, empty }: { title: string; rows: Problem[]; empty: string }) => (
  <Card size="small" title={title} style={{ marginTop: 16 }}>
    <Table<Problem>
      rowKey="line"
      size="small"
      pagination={rows.length > 20 ? { pageSize: 20 } : false}
      dataSource={rows}
      locale={{ emptyText: empty }}
      columns={[
        { title: 'Satır', dataIndex: 'line', width: 80 },
        { title: 'Neden', dataIndex: 'reason' },
      ]}
    />
  </Card>
);

/** Picks an exam and the reader's file, sends it, and shows what became of its lines. */
const UploadForm = () => {
  const client = useQueryClient();
  const [examId, setExamId] = useState<string>();
  const [file, setFile] = useState<File | null>(null);
  const [answer, setAnswer] = useState<UploadAnswer | null>(null);
  const send = useMutation({
    mutationFn: async () => {
      const body = new FormData();
      body.append('file', file!);
      return api.post('/examapi/exams/{id}/uploads', { path: { id: examId! }, body });
    },
    onSuccess: (data) => {
      setAnswer(data);
      setFile(null);
      void client.invalidateQueries({ queryKey: ['examapi', 'uploads'] });
    },
  });
  return (
    <Card title="Optik Okuyucu Dosyası Yükle" style={{ marginBottom: 16 }}>
      <Space wrap align="start">
        <ExamSelect value={examId} onChange={setExamId} />
        <Upload
          accept=".txt,.dat,.csv,text/plain"
          maxCount={1}
          beforeUpload={(f) => {
            setFile(f);
            return false;
          }}
          onRemove={() => setFile(null)}
          fileList={file ? [{ uid: 'file', name: file.name, status: 'done' }] : []}
        >
          <Button icon={<UploadOutlined />}>Dosya Seç</Button>
        </Upload>
        <Button
          type="primary"
          disabled={!examId || !file}
          loading={send.isPending}
          onClick={() => send.mutate()}
        >
          Yükle
        </Button>
      </Space>
      {answer && (
        <>
          <Alert
            style={{ marginTop: 16 }}
            type={answer.errors.length + answer.unmatched > 0 ? 'warning' : 'success'}
            message={`${answer.lines} satır okundu: ${answer.scored} puanlandı, ${answer.unmatched} eşleşmedi, ${answer.absent} katılmadı, ${answer.errors.length} hatalı.`}
            action={<Link to={`/exam/upload/${answer.id}`}>Ayrıntı</Link>}
          />
          {answer.errors.length > 0 && (
            <LineProblems title="Okunamayan satırlar" rows={answer.errors} empty="Hatalı satır yok." />
          )}
          {answer.unmatchedLines.length > 0 && (
            <LineProblems
              title="Eşleşmeyen satırlar"
              rows={answer.unmatchedLines}
              empty="Eşleşmeyen satır yok."
            />
          )}
        </>
      )}
    </Card>
  );
};

/** /exam/upload: the reader files of every exam, newest first, and a new upload. */
export const ExamUploadListPage = () => {
  const [params, setParams] = useListParams();
  const [examId, setExamId] = useUrlFilter('examId');
  const exams = useExamOptions();
  const list = useQuery({
    queryKey: ['examapi', 'uploads', params, examId],
    queryFn: () => api.get('/examapi/uploads', { query: { ...params, ...(examId ? { examId } : {}) } }),
  });
  return (
    <>
      <Typography.Title level={3} style={{ marginTop: 0 }}>
        Optik Okuyucu Yüklemeleri
      </Typography.Title>
      <UploadForm />
      <Card>
        <Space style={{ marginBottom: 12 }}>
          <FilterSelect
            search={false}
            label="Sınav filtresi"
            placeholder="Tüm sınavlar"
            width={320}
            value={examId}
            onChange={setExamId}
            options={recordOptions(exams.data ?? [])}
          />
        </Space>
        <Table<UploadRow>
          rowKey="id"
          size="middle"
          {...pagedTableProps(list, params, setParams)}
          locale={{ emptyText: 'Henüz yüklenmiş optik okuyucu dosyası yok.' }}
          scroll={{ x: 'max-content' }}
          columns={[
            {
              title: 'Yükleme',
              dataIndex: 'createdAt',
              render: (v: string, r) => <Link to={`/exam/upload/${r.id}`}>{dateTime(v)}</Link>,
            },
            { title: 'Sınav', dataIndex: 'examName' },
            { title: 'Sınav Tarihi', dataIndex: 'examDate', render: formatDay },
            { title: 'Satır', dataIndex: 'lines', align: 'right' },
            { title: 'Puanlanan', dataIndex: 'scored', align: 'right' },
            {
              title: 'Eşleşmeyen',
              dataIndex: 'unmatched',
              align: 'right',
              render: (v: number) => (v > 0 ? <Tag color="orange">{v}</Tag> : v),
            },
            { title: 'Katılmayan', dataIndex: 'absent', align: 'right' },
            {
              title: 'Hatalı',
              dataIndex: 'errorCount',
              align: 'right',
              render: (v: number) => (v > 0 ? <Tag color="red">{v}</Tag> : v),
            },
          ]}
        />
      </Card>
    </>
  );
};

/** /exam/upload/{exam_upload_id}: one file, its counts and every line not read or still unmatched. */
export const ExamUploadDetailPage = () => {
  const { exam_upload_id: id = '' } = useParams();
  const { data, isLoading } = useQuery({
    queryKey: ['examapi', 'uploads', id],
    queryFn: () => api.get('/examapi/uploads/{uploadId}', { path: { uploadId: id } }),
  });
  if (isLoading || !data) return <Card loading />;
  return (
    <>
      <Typography.Title level={3} style={{ marginTop: 0 }}>
        {data.examName} – Yükleme
      </Typography.Title>
      <Card>
        <Descriptions size="small" column={{ xs: 1, md: 3 }}>
          <Descriptions.Item label="Sınav">{data.examName}</Descriptions.Item>
          <Descriptions.Item label="Sınav Tarihi">{formatDay(data.examDate)}</Descriptions.Item>
          <Descriptions.Item label="Yükleme">{dateTime(data.createdAt)}</Descriptions.Item>
          <Descriptions.Item label="Satır">{data.lines}</Descriptions.Item>
          <Descriptions.Item label="Puanlanan">{data.scored}</Descriptions.Item>
          <Descriptions.Item label="Eşleşmeyen">{data.unmatched}</Descriptions.Item>
          <Descriptions.Item label="Katılmayan">{data.absent}</Descriptions.Item>
          <Descriptions.Item label="Hatalı">{data.errors.length}</Descriptions.Item>
          <Descriptions.Item label="Kodlama">{data.encoding}</Descriptions.Item>
        </Descriptions>
        {data.unmatchedLines.length > 0 && (
          <Link to={`/exam/exam-student-match?examId=${data.examId}`}>Eşleşmeyen satırları eşleştir</Link>
        )}
      </Card>
      <LineProblems title="Okunamayan satırlar" rows={data.errors} empty="Hatalı satır yok." />
      <LineProblems
        title="Eşleştirme bekleyen satırlar"
        rows={data.unmatchedLines.map((l) => ({ line: l.line, reason: `${l.fullName.trim()}: ${l.reason}` }))}
        empty="Eşleştirme bekleyen satır yok."
      />
    </>
  );
};
