import { PlusOutlined } from '@ant-design/icons';
import { formatDay } from '@panel/shared/common/dates';
import { visitChannelLabels } from '@panel/shared/crm/enums';
import { ACTIONS } from '@panel/shared/permissions/keys';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Button, Card, Descriptions, Form, Table, Typography } from 'antd';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { useCan } from '../../app/auth/use-session-data';
import { api } from '../../app/http';
import { orDash } from '../../components/empty-cell';
import { FormButtons } from '../../components/form-page';
import { useRefresh } from '../../components/resource-api';
import { SCROLL_TO_FIRST_ERROR, useUnsavedForm } from '../../components/unsaved-changes';
import { CUSTOMERS, customerPath, type InterviewRow } from './crm.api';
import { CustomerTabs, useCustomerCard } from './customer-card-page';
import { channelColumn } from './interview-columns';
import {
  INTERVIEW_INITIAL,
  InterviewFields,
  type InterviewValues,
  toInterviewBody,
} from './interview-fields';

const dateTime = (v: string) => new Date(v).toLocaleString('tr-TR', { timeZone: 'Europe/Istanbul' });

/** /crm/detail/{id}/interviews: the customer's interviews, newest first. */
export const InterviewListPage = () => {
  const { customer_id: customerId = '' } = useParams();
  const card = useCustomerCard(customerId).data;
  const canRecord = useCan(ACTIONS.crm.calls) && !card?.studentId;
  const [page, setPage] = useState(1);
  const list = useQuery({
    queryKey: [`${CUSTOMERS}/{id}/interview`, customerId, page],
    queryFn: () =>
      api.get('crm/customer/{id}/interview', {
        path: { id: customerId },
        query: { _pageNumber: page },
      }),
  });
  const base = `${customerPath(customerId)}/interviews`;
  return (
    <>
      <Typography.Title level={3} style={{ marginTop: 0 }}>
        Görüşmeler{card ? `: ${card.studentFirstName} ${card.studentLastName}` : ''}
      </Typography.Title>
      <CustomerTabs customerId={customerId} active="interviews" />
      <Card
        extra={
          canRecord ? (
            <Link to={`${base}/add`}>
              <Button type="primary" icon={<PlusOutlined />}>
                Yeni Görüşme
              </Button>
            </Link>
          ) : null
        }
      >
        <Table<InterviewRow>
          rowKey="id"
          loading={list.isLoading}
          dataSource={list.data?._data ?? []}
          locale={{ emptyText: 'Henüz görüşme yok.' }}
          pagination={{
            current: page,
            total: list.data?._totalData ?? 0,
            onChange: setPage,
            showSizeChanger: false,
          }}
          columns={[
            {
              title: 'Tarih',
              dataIndex: 'createdAt',
              render: (v: string, r) => <Link to={`${base}/${r.id}`}>{dateTime(v)}</Link>,
            },
            channelColumn,
            { title: 'Durum', dataIndex: 'stateName' },
            {
              title: 'Sonraki Görüşme',
              dataIndex: 'nextContactOn',
              render: (v: string | null) => (v ? formatDay(v) : '-'),
            },
            { title: 'Görüşen', dataIndex: 'accountName', render: orDash },
            { title: 'Not', dataIndex: 'note', render: (v: string | null) => v ?? '' },
          ]}
        />
      </Card>
    </>
  );
};

/** /crm/detail/{id}/interviews/add: records an interview (the same fields a call list uses). */
export const InterviewAddPage = () => {
  const { customer_id: customerId = '' } = useParams();
  const navigate = useNavigate();
  const card = useCustomerCard(customerId).data;
  const [form] = Form.useForm<InterviewValues>();
  const { guard, touched, saved } = useUnsavedForm();
  const refresh = useRefresh([CUSTOMERS]);
  const base = `${customerPath(customerId)}/interviews`;
  const save = useMutation({
    mutationFn: (v: InterviewValues) => api.post('crm/interview', { body: toInterviewBody(customerId, v) }),
    onSuccess: () => {
      saved();
      void refresh();
      navigate(base);
    },
  });
  return (
    <>
      <Typography.Title level={3} style={{ marginTop: 0 }}>
        Yeni Görüşme{card ? `: ${card.studentFirstName} ${card.studentLastName}` : ''}
      </Typography.Title>
      {guard}
      <Card style={{ maxWidth: 720 }}>
        <Form<InterviewValues>
          form={form}
          layout="vertical"
          initialValues={INTERVIEW_INITIAL}
          onFinish={(v) => save.mutate(v)}
          onValuesChange={touched}
          disabled={save.isPending}
          scrollToFirstError={SCROLL_TO_FIRST_ERROR}
        >
          <InterviewFields />
          <FormButtons saving={save.isPending} backTo={base} />
        </Form>
      </Card>
    </>
  );
};

/** /crm/detail/{id}/interviews/{interview_id}: one interview as recorded (interviews are not edited). */
export const InterviewDetailPage = () => {
  const { customer_id: customerId = '', interview_id: interviewId = '' } = useParams();
  const interview = useQuery({
    queryKey: [`${CUSTOMERS}/{id}/interview`, customerId, 'one', interviewId],
    queryFn: () =>
      api.get('crm/customer/{id}/interview/{interviewId}', {
        path: { id: customerId, interviewId },
      }),
  }).data;
  return (
    <>
      <Typography.Title level={3} style={{ marginTop: 0 }}>
        Görüşme
      </Typography.Title>
      <Card style={{ maxWidth: 720 }} loading={!interview}>
        {interview && (
          <Descriptions column={1} bordered size="small">
            <Descriptions.Item label="Tarih">{dateTime(interview.createdAt)}</Descriptions.Item>
            <Descriptions.Item label="Kanal">{visitChannelLabels[interview.channel]}</Descriptions.Item>
            <Descriptions.Item label="Durum">{interview.stateName}</Descriptions.Item>
            <Descriptions.Item label="Sonraki Görüşme">
              {formatDay(interview.nextContactOn)}
            </Descriptions.Item>
            <Descriptions.Item label="Görüşen">{interview.accountName ?? '-'}</Descriptions.Item>
            <Descriptions.Item label="Not">{interview.note ?? ''}</Descriptions.Item>
          </Descriptions>
        )}
      </Card>
    </>
  );
};
