import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Popconfirm, Space, Statistic, Table, Tag, Typography } from 'antd';
import type { Answer } from '../../api/api-paths';
import { api } from '../../app/http';
import { followReport } from '../../components/download';
import { paginationOf } from '../../components/list-page';
import { ExamSelect, useChosenExamPage } from './exam-upload-select';

type Row = Answer<'/examapi/exams/{id}/result-sms', 'get'>['_data'][number];

/** /exam/report/result-sms: what each family would get, then one send; a student is texted once per exam. */
export const ResultSmsPage = () => {
  const client = useQueryClient();
  const { examId, setExamId, params, setParams, page } = useChosenExamPage('result-sms', (id, query) =>
    api.get('/examapi/exams/{id}/result-sms', { path: { id }, query }),
  );
  const send = useMutation({
    mutationFn: () => api.post('/examapi/exams/{id}/result-sms', { path: { id: examId! } }),
    onSuccess: (answer) => {
      // A long send runs in the background: its progress opens in a new tab.
      followReport(answer);
      return client.invalidateQueries({ queryKey: ['examapi', 'result-sms'] });
    },
  });
  const p = page.data;
  return (
    <>
      <Typography.Title level={3} style={{ marginTop: 0 }}>
        Sonuç SMS
      </Typography.Title>
      <Card style={{ marginBottom: 16 }}>
        <Space wrap align="center">
          <ExamSelect
            value={examId}
            onChange={(v: string) => {
              send.reset();
              setExamId(v);
            }}
          />
          <Popconfirm
            title={`${p?.toSend ?? 0} öğrencinin sonucu ${p?.messages ?? 0} SMS ile gönderilsin mi?`}
            okText="Gönder"
            cancelText="Vazgeç"
            onConfirm={() => send.mutate()}
            disabled={!p || p.toSend === 0}
          >
            <Button type="primary" disabled={!p || p.toSend === 0} loading={send.isPending}>
              SMS Gönder
            </Button>
          </Popconfirm>
        </Space>
        {p && (
          <Space size="large" style={{ marginTop: 16, display: 'flex' }} wrap>
            <Statistic title="Gönderilecek öğrenci" value={p.toSend} />
            <Statistic title="Gönderilecek SMS" value={p.messages} />
            <Statistic title="Daha önce gönderilen" value={p.alreadySent} />
            <Statistic title="Velisinin telefonu yok" value={p.noPhone} />
          </Space>
        )}
        {send.data && (
          <Alert
            style={{ marginTop: 16 }}
            type={send.data.students > 0 ? 'success' : 'info'}
            message={send.data.message}
            data-testid="result-sms-answer"
          />
        )}
      </Card>
      <Card>
        <Table<Row>
          rowKey="studentId"
          size="middle"
          loading={page.isFetching}
          dataSource={p?._data ?? []}
          pagination={paginationOf(params, p?._totalData ?? 0, setParams)}
          scroll={{ x: 'max-content' }}
          locale={{
            emptyText: examId ? 'Bu sınavda puanlanmış öğrenci yok.' : 'Önizleme için bir sınav seçin.',
          }}
          columns={[
            { title: 'Öğrenci', dataIndex: 'fullName' },
            {
              title: 'Veli Telefonları',
              dataIndex: 'phones',
              render: (phones: string[]) =>
                phones.length > 0 ? phones.join(', ') : <Tag color="orange">Yok</Tag>,
            },
            { title: 'Mesaj', dataIndex: 'text' },
            {
              title: 'Durum',
              dataIndex: 'sent',
              render: (sent: boolean) =>
                sent ? <Tag color="green">Gönderildi</Tag> : <Tag>Gönderilmedi</Tag>,
            },
          ]}
        />
      </Card>
    </>
  );
};
