import { PlusOutlined } from '@ant-design/icons';
import { INTERVIEW_STATE_CLOSINGS, interviewStateClosingLabels } from '@panel/shared/crm/enums';
import { ACTIONS } from '@panel/shared/permissions/keys';
import { Button, Card, Form, Input, InputNumber, Select, Switch, Table, Tag, Typography } from 'antd';
import { Link, useParams } from 'react-router';
import { useCan } from '../../app/auth/use-session-data';
import { optionsOf } from '../../components/enum-options';
import { SelectItem, TextItem } from '../../components/form-items';
import { FormPage } from '../../components/form-page';
import { rules } from '../../components/form-rules';
import { useDelete, useOptions } from '../../components/resource-api';
import { rowActions } from '../../components/table-columns';
import { INTERVIEW_STATES, type InterviewState, REFERENCES, type Reference } from './crm.api';

const activeTag = (v: boolean) => (v ? <Tag color="green">Aktif</Tag> : <Tag>Pasif</Tag>);

/** A short definition list: every row on one screen, as the customer form offers them. */
const DefinitionList = <T extends { id: string; name: string; active: boolean }>(props: {
  title: string;
  rows: T[] | undefined;
  loading: boolean;
  addPath: string;
  addLabel: string;
  editPath: (row: T) => string;
  onDelete: (row: T) => Promise<unknown>;
  extra?: { title: string; render: (row: T) => React.ReactNode }[];
}) => {
  // Business-wide definitions: a branch account sees them, a business-wide one changes them.
  const canManage = useCan(ACTIONS.crm.manage);
  return (
    <>
      <Typography.Title level={3} style={{ marginTop: 0 }}>
        {props.title}
      </Typography.Title>
      <Card
        extra={
          canManage ? (
            <Link to={props.addPath}>
              <Button type="primary" icon={<PlusOutlined />}>
                {props.addLabel}
              </Button>
            </Link>
          ) : null
        }
      >
        <Table<T>
          rowKey="id"
          loading={props.loading}
          dataSource={props.rows ?? []}
          pagination={false}
          locale={{ emptyText: 'Henüz kayıt yok.' }}
          columns={[
            {
              title: 'Ad',
              dataIndex: 'name',
              render: (v: string, r) => <Link to={props.editPath(r)}>{v}</Link>,
            },
            ...(props.extra ?? []).map((c) => ({
              title: c.title,
              key: c.title,
              render: (_: unknown, r: T) => c.render(r),
            })),
            { title: 'Durum', dataIndex: 'active', render: activeTag },
            rowActions({ canManage, editPath: props.editPath, onDelete: props.onDelete }),
          ]}
        />
      </Card>
    </>
  );
};

export const InterviewStateListPage = () => {
  const { data, isLoading } = useOptions<InterviewState>(INTERVIEW_STATES);
  const remove = useDelete(INTERVIEW_STATES);
  return (
    <DefinitionList<InterviewState>
      title="Görüşme Durumları"
      rows={data}
      loading={isLoading}
      addPath="/crm/interview-state/add"
      addLabel="Yeni Görüşme Durumu"
      editPath={(r) => `/crm/interview-state/${r.id}`}
      onDelete={(r) => remove.mutateAsync(r.id)}
      extra={[
        { title: 'Sıra', render: (r) => r.sortOrder },
        { title: 'Kapanış', render: (r) => interviewStateClosingLabels[r.closing] },
      ]}
    />
  );
};

export const InterviewStateFormPage = () => {
  const { interview_state_id: id } = useParams();
  const [form] = Form.useForm<Omit<InterviewState, 'id'>>();
  return (
    <FormPage<Omit<InterviewState, 'id'>, InterviewState>
      title={id ? 'Görüşme Durumu' : 'Yeni Görüşme Durumu'}
      endpoint={INTERVIEW_STATES}
      record={`${INTERVIEW_STATES}/{id}`}
      id={id}
      form={form}
      initialValues={{ closing: 'None', sortOrder: 0, active: true }}
      toValues={({ id: _id, ...values }) => values}
      backTo="/crm/interview-state"
    >
      <TextItem label="Durum Adı" name="name" max={50}>
        <Input autoFocus maxLength={50} />
      </TextItem>
      <SelectItem label="Kapanış" name="closing">
        <Select options={optionsOf(INTERVIEW_STATE_CLOSINGS, interviewStateClosingLabels)} />
      </SelectItem>
      <Form.Item label="Sıra" name="sortOrder" rules={rules.number('Sıra')}>
        <InputNumber min={0} max={999} />
      </Form.Item>
      <Form.Item label="Aktif" name="active" valuePropName="checked">
        <Switch />
      </Form.Item>
    </FormPage>
  );
};

export const ReferenceListPage = () => {
  const { data, isLoading } = useOptions<Reference>(REFERENCES);
  const remove = useDelete(REFERENCES);
  return (
    <DefinitionList<Reference>
      title="Referans Kaynakları"
      rows={data}
      loading={isLoading}
      addPath="/crm/reference/add"
      addLabel="Yeni Referans Kaynağı"
      editPath={(r) => `/crm/reference/${r.id}`}
      onDelete={(r) => remove.mutateAsync(r.id)}
    />
  );
};

export const ReferenceFormPage = () => {
  const { reference_id: id } = useParams();
  const [form] = Form.useForm<Omit<Reference, 'id'>>();
  return (
    <FormPage<Omit<Reference, 'id'>, Reference>
      title={id ? 'Referans Kaynağı' : 'Yeni Referans Kaynağı'}
      endpoint={REFERENCES}
      record={`${REFERENCES}/{id}`}
      id={id}
      form={form}
      initialValues={{ active: true }}
      toValues={({ id: _id, ...values }) => values}
      backTo="/crm/reference"
    >
      <TextItem label="Referans Kaynağı" name="name" max={50}>
        <Input autoFocus maxLength={50} />
      </TextItem>
      <Form.Item label="Aktif" name="active" valuePropName="checked">
        <Switch />
      </Form.Item>
    </FormPage>
  );
};
