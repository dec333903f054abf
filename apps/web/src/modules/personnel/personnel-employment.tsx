import { formatDay } from '@panel/shared/common/dates';
import { fullName } from '@panel/shared/common/person';
import { ACTIONS } from '@panel/shared/permissions/keys';
import {
  EMPLOYMENT_TRANSITIONS,
  type EmploymentState,
  employmentStateLabels,
} from '@panel/shared/personnel/enums';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, DatePicker, Form, Modal, Table, Tag, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useCan } from '../../app/auth/use-session-data';
import { api } from '../../app/http';
import { rules, toDay, triggerFor } from '../../components/form-rules';
import { type EmploymentEvent, PERSONNEL, type Personnel, useCardWrite } from './personnel.api';

const TAG_COLORS: Record<EmploymentState, string> = {
  Undefined: 'default',
  Working: 'green',
  Dismissed: 'red',
};

export const EmploymentTag = ({ state }: { state: EmploymentState }) => (
  <Tag color={TAG_COLORS[state]}>{employmentStateLabels[state]}</Tag>
);

type Change = { employmentState: EmploymentState; date: string };

/** What the button says: the first hire, a rehire after a dismissal, or the dismissal. */
const actionLabel = (from: EmploymentState, to: EmploymentState) =>
  to === 'Dismissed' ? 'İşten Çıkar' : from === 'Dismissed' ? 'Yeniden İşe Al' : 'İşe Al';

/**
 * The buttons for the transitions the person's state allows. Each asks for its day; a
 * dismissal also says what it does before it is confirmed.
 */
export const EmploymentActions = ({ person }: { person: Personnel }) => {
  const canChange = useCan(ACTIONS.personnel.employment);
  const [target, setTarget] = useState<EmploymentState | null>(null);
  const [form] = Form.useForm<{ date: Dayjs }>();
  const change = useCardWrite<Change>('personnel/{id}/employment', person.id);
  if (!canChange) return null;

  const from = person.employmentState;
  const dismissing = target === 'Dismissed';
  const dateLabel = dismissing ? 'İşten Ayrılış' : 'İşe Başlama';
  const startedOn = person.employmentStartDate ? dayjs(person.employmentStartDate) : null;
  const close = () => setTarget(null);
  const submit = ({ date }: { date: Dayjs }) => {
    if (!target) return;
    change.mutate({ employmentState: target, date: toDay(date) ?? '' }, { onSuccess: close });
  };

  return (
    <>
      {EMPLOYMENT_TRANSITIONS[from].map((to) => (
        <Button
          key={to}
          danger={to === 'Dismissed'}
          type={to === 'Dismissed' ? 'default' : 'primary'}
          onClick={() => setTarget(to)}
        >
          {actionLabel(from, to)}
        </Button>
      ))}
      <Modal
        open={target !== null}
        title={target && `${fullName(person)}: ${actionLabel(from, target)}`}
        okText={target ? actionLabel(from, target) : 'Kaydet'}
        cancelText="Vazgeç"
        okButtonProps={{ danger: dismissing }}
        confirmLoading={change.isPending}
        onOk={() => form.submit()}
        onCancel={close}
        destroyOnHidden
      >
        {dismissing && (
          <Alert
            type="warning"
            showIcon
            style={{ marginBottom: 16 }}
            title={`${fullName(person)} işten çıkarılacak${
              person.isTeacher ? ' ve sınıf ve ders programı seçimlerinde artık listelenmeyecek' : ''
            }. Onaylıyor musunuz?`}
          />
        )}
        <Form<{ date: Dayjs }> form={form} layout="vertical" onFinish={submit} preserve={false}>
          <Form.Item
            label={dateLabel}
            name="date"
            rules={rules.date(dateLabel)}
            validateTrigger={triggerFor('date')}
          >
            <DatePicker
              format="DD.MM.YYYY"
              style={{ width: '100%' }}
              // The server refuses a dismissal dated before the start.
              disabledDate={(d) => dismissing && !!startedOn && d.isBefore(startedOn, 'day')}
            />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
};

const eventLabel = (e: EmploymentEvent) =>
  e.toState === 'Dismissed' ? 'İşten Çıkış' : e.fromState === 'Dismissed' ? 'Yeniden İşe Giriş' : 'İşe Giriş';

/** Hires, dismissals and rehires, newest first. */
export const EmploymentHistory = ({ person }: { person: Personnel }) => {
  const history = useQuery({
    queryKey: [PERSONNEL, 'employment', person.id],
    queryFn: () =>
      api.get('personnel/{id}/employment', { path: { id: person.id } }) as Promise<EmploymentEvent[]>,
  });
  return (
    <div>
      <Typography.Title level={5}>Çalışma Geçmişi</Typography.Title>
      <Table<EmploymentEvent>
        rowKey="id"
        size="small"
        pagination={false}
        loading={history.isFetching}
        dataSource={history.data ?? []}
        locale={{ emptyText: 'Henüz işe giriş veya çıkış kaydı yok.' }}
        columns={[
          { title: 'Tarih', dataIndex: 'date', render: (v: string) => formatDay(v) },
          {
            title: 'İşlem',
            key: 'action',
            render: (_, e) => eventLabel(e),
          },
          {
            title: 'Önceki Durum',
            dataIndex: 'fromState',
            render: (s: EmploymentState) => employmentStateLabels[s],
          },
          {
            title: 'Yeni Durum',
            dataIndex: 'toState',
            render: (s: EmploymentState) => <EmploymentTag state={s} />,
          },
        ]}
      />
    </div>
  );
};
