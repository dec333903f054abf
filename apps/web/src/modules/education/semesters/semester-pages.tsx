import { formatDay, todayInIstanbul } from '@panel/shared/common/dates';
import {
  SEMESTER_DATES_MESSAGE,
  SEMESTER_SORTS,
  type TSemesterRecord,
} from '@panel/shared/education/contracts';
import { ACTIONS } from '@panel/shared/permissions/keys';
import { DatePicker, Form, type FormRule, Input, Space, Tag } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useParams } from 'react-router';
import { DateItem, TextItem } from '../../../components/form-items';
import { rules, triggerFor } from '../../../components/form-rules';
import { ActiveItem, ManagedFormPage, ManagedListPage } from '../../../components/managed-pages';
import { sortable, sortableDayColumn } from '../../../components/sortable-column';
import { activeColumn } from '../../../components/table-columns';

export type SemesterRow = TSemesterRecord;
type Values = { name: string; startsOn: Dayjs; endsOn: Dayjs; isActive: boolean };

const SEMESTER = 'education/semester';
const DAY = 'YYYY-MM-DD';

export const SemesterListPage = () => {
  const today = todayInIstanbul();
  return (
    <ManagedListPage<SemesterRow>
      title="Dönemler"
      endpoint={SEMESTER}
      manage={ACTIONS.education.structureManage}
      searchPlaceholder="Dönem adı ara"
      emptyText="Henüz dönem yok. Sınıflar ve hizmet fiyatları bir döneme bağlıdır."
      addLabel="Yeni Dönem"
      columns={[
        {
          title: 'Dönem',
          dataIndex: 'name',
          ...sortable(SEMESTER_SORTS, 'name'),
          render: (v: string, r) => (
            <Space>
              {v}
              {r.startsOn <= today && today <= r.endsOn && <Tag color="blue">Güncel</Tag>}
            </Space>
          ),
        },
        sortableDayColumn('Başlangıç', SEMESTER_SORTS, 'startsOn'),
        { title: 'Bitiş', dataIndex: 'endsOn', render: formatDay },
        activeColumn(),
      ]}
    />
  );
};

/** The end may not come before the start: the server's own message, shown as soon as both are picked. */
const endsAfterStart: FormRule = ({ getFieldValue }) => ({
  validator: async (_, value: Dayjs | null | undefined) => {
    const start = getFieldValue('startsOn') as Dayjs | null | undefined;
    if (value && start && value.isBefore(start, 'day')) throw new Error(SEMESTER_DATES_MESSAGE);
  },
});

const toValues = (r: SemesterRow): Values => ({
  name: r.name,
  startsOn: dayjs(r.startsOn),
  endsOn: dayjs(r.endsOn),
  isActive: r.isActive,
});

const toBody = (v: Values) => ({
  name: v.name,
  startsOn: v.startsOn.format(DAY),
  endsOn: v.endsOn.format(DAY),
  isActive: v.isActive,
});

export const SemesterFormPage = () => {
  const { semester_id: id } = useParams();
  const [form] = Form.useForm<Values>();
  return (
    <ManagedFormPage<Values, SemesterRow>
      title={id ? 'Dönemi Düzenle' : 'Yeni Dönem'}
      endpoint={SEMESTER}
      id={id}
      form={form}
      initialValues={{ isActive: true }}
      toValues={toValues}
      toBody={toBody}
    >
      <TextItem label="Dönem Adı" name="name" max={50}>
        <Input autoFocus placeholder="Örn. 2026-2027 Eğitim Öğretim Yılı" />
      </TextItem>
      <Space.Compact block>
        <DateItem label="Başlangıç" name="startsOn" style={{ flex: 1 }}>
          <DatePicker format="DD.MM.YYYY" style={{ width: '100%' }} />
        </DateItem>
        <Form.Item
          label="Bitiş"
          name="endsOn"
          rules={[...rules.date('Bitiş'), endsAfterStart]}
          dependencies={['startsOn']}
          validateTrigger={triggerFor('date')}
          style={{ flex: 1, marginInlineStart: 16 }}
        >
          <DatePicker format="DD.MM.YYYY" style={{ width: '100%' }} />
        </Form.Item>
      </Space.Compact>
      <ActiveItem />
    </ManagedFormPage>
  );
};
