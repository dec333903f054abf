import { PhoneOutlined } from '@ant-design/icons';
import { formatDay } from '@panel/shared/common/dates';
import { callEntryStateLabels, customerOutcomeLabels } from '@panel/shared/crm/enums';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Descriptions, Space, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import type { Answer } from '../../../api/api-paths';
import { api } from '../../../app/http';
import { allRowsTableProps } from '../../../components/list-page';
import { formatShortDateTime } from '../crm-dates';
import { channelColumn } from '../interview-columns';
import { CallInterviewForm, type CallInterviewValues } from './call-list-interview-form';
import { useCallListOptions } from './call-list-options';
import { useTakeNext } from './call-list-pages';

type Interview = Answer<'crm/call-list-entries/{entryId}', 'get'>['interviews'][number];

/** 0532 111 00 01: the phone as a person reads it. */
const phoneText = (digits: string) =>
  `0${digits.slice(0, 3)} ${digits.slice(3, 6)} ${digits.slice(6, 8)} ${digits.slice(8)}`;

/** /crm/call-list/assignment/:assignment_id: one customer to call, his past interviews, the interview, then the next. */
export const CallListWorkPage = () => {
  const { assignment_id: entryId = '' } = useParams();
  const client = useQueryClient();
  const navigate = useNavigate();
  const options = useCallListOptions();
  const { take, empty } = useTakeNext();
  const [saved, setSaved] = useState<string | null>(null);
  const entry = useQuery({
    queryKey: ['crm', 'call-list-entries', entryId],
    queryFn: () => api.get('crm/call-list-entries/{entryId}', { path: { entryId } }),
  });
  const record = useMutation({
    mutationFn: (body: CallInterviewValues) =>
      api.post('crm/call-list-entries/{entryId}/interview', { path: { entryId }, body }),
    onSuccess: (answer) => {
      void client.invalidateQueries({ queryKey: ['crm'] });
      if (answer.nextEntryId) navigate(`/crm/call-list/assignment/${answer.nextEntryId}`);
      else setSaved('Görüşme kaydedildi.');
    },
  });
  const e = entry.data;
  if (!e) return null;
  const c = e.customer;
  const open = e.mine && e.state === 'Taken';
  const personalOpen = e.mine && e.state === 'Waiting';
  return (
    <>
      <Typography.Title level={3} style={{ marginTop: 0 }}>
        {c.studentName}{' '}
        <Tag color={e.state === 'Done' ? 'green' : 'blue'}>{callEntryStateLabels[e.state]}</Tag>
      </Typography.Title>
      <Typography.Paragraph type="secondary">
        <Link to="/crm/call-list">{e.callListName}</Link>
      </Typography.Paragraph>
      <Card style={{ marginBottom: 16 }}>
        <Descriptions column={{ xs: 1, md: 2 }} size="small">
          <Descriptions.Item label="Veli">{c.parentName}</Descriptions.Item>
          <Descriptions.Item label="Telefon">
            <a href={`tel:+90${c.phoneDigits}`} data-testid="call-phone">
              <PhoneOutlined /> {phoneText(c.phoneDigits)}
            </a>
          </Descriptions.Item>
          {c.secondPhoneDigits && (
            <Descriptions.Item label="İkinci Telefon">
              <a href={`tel:+90${c.secondPhoneDigits}`}>{phoneText(c.secondPhoneDigits)}</a>
            </Descriptions.Item>
          )}
          <Descriptions.Item label="E-posta">{c.email}</Descriptions.Item>
          <Descriptions.Item label="Sınıf">{c.gradeLevel}</Descriptions.Item>
          <Descriptions.Item label="Okul">{c.currentSchool}</Descriptions.Item>
          <Descriptions.Item label="Referans">{c.referenceName}</Descriptions.Item>
          <Descriptions.Item label="Kampanya">{c.campaignName}</Descriptions.Item>
          <Descriptions.Item label="Durum">{customerOutcomeLabels[c.outcome]}</Descriptions.Item>
          <Descriptions.Item label="Sonraki Görüşme">{formatDay(c.nextContactOn)}</Descriptions.Item>
          {c.note && <Descriptions.Item label="Not">{c.note}</Descriptions.Item>}
        </Descriptions>
      </Card>
      {(open || personalOpen) && (
        <Card title="Görüşme" style={{ marginBottom: 16 }}>
          <CallInterviewForm
            states={options.data?.states ?? []}
            saving={record.isPending}
            onSave={(v) => record.mutate(v)}
          />
        </Card>
      )}
      {(saved || empty) && (
        <Alert type="success" showIcon message={empty ?? saved} style={{ marginBottom: 16 }} />
      )}
      {e.assignmentType === 'Pool' && !open && (
        <Space style={{ marginBottom: 16 }}>
          <Button type="primary" loading={take.isPending} onClick={() => take.mutate(e.callListId)}>
            Sıradaki
          </Button>
        </Space>
      )}
      <Card title="Geçmiş Görüşmeler">
        <Table<Interview>
          {...allRowsTableProps(e.interviews)}
          size="small"
          locale={{ emptyText: 'Henüz görüşme yok.' }}
          scroll={{ x: 'max-content' }}
          columns={[
            { title: 'Tarih', dataIndex: 'createdAt', render: formatShortDateTime },
            channelColumn,
            { title: 'Durum', dataIndex: 'stateName' },
            { title: 'Sonraki Görüşme', dataIndex: 'nextContactOn', render: formatDay },
            { title: 'Görüşen', dataIndex: 'accountName' },
            { title: 'Not', dataIndex: 'note' },
          ]}
        />
      </Card>
    </>
  );
};
