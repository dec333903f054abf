import { PlusOutlined } from '@ant-design/icons';
import { INTERVIEW_STATE_CLOSINGS, interviewStateClosingLabels } from '@panel/shared/crm/enums';
import { ACTIONS } from '@panel/shared/permissions/keys';
import { Button, Card, Form, Input, InputNumber, Select, Switch, Table, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import type { DeletePath, OptionsPathOf, RecordPathOf, SavePath } from '../../api/api-paths';
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
  /** The API resource, read whole and deleted by id; its screens are at the same path. */
  endpoint: OptionsPathOf<T> & DeletePath;
  addLabel: string;
  extra?: { title: string; render: (row: T) => ReactNode }[];
}) => {
  // Business-wide definitions: a branch account sees them, a business-wide one changes them.
  const canManage = useCan(ACTIONS.crm.manage);
  const { data, isLoading } = useOptions<T>(props.endpoint);
  const remove = useDelete(props.endpoint);
  const editPath = (row: T) => `/${props.endpoint}/${row.id}`;
  return (
    <>
      <Typography.Title level={3} style={{ marginTop: 0 }}>
        {props.title}
      </Typography.Title>
      <Card
        extra={
          canManage ? (
            <Link to={`/${props.endpoint}/add`}>
              <Button type="primary" icon={<PlusOutlined />}>
                {props.addLabel}
              </Button>
            </Link>
          ) : null
        }
      >
        <Table<T>
          rowKey="id"
          loading={isLoading}
          dataSource={data ?? []}
          pagination={false}
          locale={{ emptyText: 'Henüz kayıt yok.' }}
          columns={[
            {
              title: 'Ad',
              dataIndex: 'name',
              render: (v: string, r) => <Link to={editPath(r)}>{v}</Link>,
            },
            ...(props.extra ?? []).map((c) => ({
              title: c.title,
              key: c.title,
              render: (_: unknown, r: T) => c.render(r),
            })),
            { title: 'Durum', dataIndex: 'active', render: activeTag },
            rowActions({ canManage, editPath, onDelete: (r) => remove.mutateAsync(r.id) }),
          ]}
        />
      </Card>
    </>
  );
};

export const InterviewStateListPage = () => (
  <DefinitionList<InterviewState>
    title="Görüşme Durumları"
    endpoint={INTERVIEW_STATES}
    addLabel="Yeni Görüşme Durumu"
    extra={[
      { title: 'Sıra', render: (r) => r.sortOrder },
      { title: 'Kapanış', render: (r) => interviewStateClosingLabels[r.closing] },
    ]}
  />
);

/**
 * A definition's add and edit screen: read from `{endpoint}/{id}`, saved to `endpoint`, back to
 * its list at the same path; its fields, then the Aktif switch.
 */
const DefinitionFormPage = <T extends { id: string; active: boolean }>(props: {
  title: string;
  endpoint: SavePath;
  record: RecordPathOf<T>;
  id: string | undefined;
  initialValues: Partial<Omit<T, 'id'>>;
  children: ReactNode;
}) => {
  const [form] = Form.useForm<Omit<T, 'id'>>();
  return (
    <FormPage<Omit<T, 'id'>, T>
      title={props.title}
      endpoint={props.endpoint}
      record={props.record}
      id={props.id}
      form={form}
      initialValues={props.initialValues}
      toValues={({ id: _id, ...values }) => values}
      backTo={`/${props.endpoint}`}
    >
      {props.children}
      <Form.Item label="Aktif" name="active" valuePropName="checked">
        <Switch />
      </Form.Item>
    </FormPage>
  );
};

export const InterviewStateFormPage = () => {
  const { interview_state_id: id } = useParams();
  return (
    <DefinitionFormPage<InterviewState>
      title={id ? 'Görüşme Durumu' : 'Yeni Görüşme Durumu'}
      endpoint={INTERVIEW_STATES}
      record={`${INTERVIEW_STATES}/{id}`}
      id={id}
      initialValues={{ closing: 'None', sortOrder: 0, active: true }}
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
    </DefinitionFormPage>
  );
};

export const ReferenceListPage = () => (
  <DefinitionList<Reference>
    title="Referans Kaynakları"
    endpoint={REFERENCES}
    addLabel="Yeni Referans Kaynağı"
  />
);

export const ReferenceFormPage = () => {
  const { reference_id: id } = useParams();
  return (
    <DefinitionFormPage<Reference>
      title={id ? 'Referans Kaynağı' : 'Yeni Referans Kaynağı'}
      endpoint={REFERENCES}
      record={`${REFERENCES}/{id}`}
      id={id}
      initialValues={{ active: true }}
    >
      <TextItem label="Referans Kaynağı" name="name" max={50}>
        <Input autoFocus maxLength={50} />
      </TextItem>
    </DefinitionFormPage>
  );
};
