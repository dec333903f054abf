import { TIME_PERIOD_SORTS, type TTimePeriodRecord } from '@panel/shared/education/contracts';
import { ACTIONS } from '@panel/shared/permissions/keys';
import { Form, Input } from 'antd';
import { useParams } from 'react-router';
import { TextItem } from '../../../components/form-items';
import { ActiveItem, ManagedFormPage, ManagedListPage } from '../../../components/managed-pages';
import { sortable } from '../../../components/sortable-column';
import { activeColumn } from '../../../components/table-columns';

type TimePeriodRow = TTimePeriodRecord;
type Values = Omit<TimePeriodRow, 'id'>;

const TIME_PERIOD = 'education/time-period';

export const TimePeriodListPage = () => (
  <ManagedListPage<TimePeriodRow>
    title="Zaman Dilimleri"
    endpoint={TIME_PERIOD}
    manage={ACTIONS.education.structureManage}
    searchPlaceholder="Zaman dilimi ara"
    emptyText="Henüz zaman dilimi yok. Sabahçı, öğlenci gibi dilimler sınıflara atanabilir."
    addLabel="Yeni Zaman Dilimi"
    columns={[
      { title: 'Zaman Dilimi', dataIndex: 'name', ...sortable(TIME_PERIOD_SORTS, 'name') },
      activeColumn(),
    ]}
  />
);

export const TimePeriodFormPage = () => {
  const { time_period_id: id } = useParams();
  const [form] = Form.useForm<Values>();
  return (
    <ManagedFormPage<Values, TimePeriodRow>
      title={id ? 'Zaman Dilimini Düzenle' : 'Yeni Zaman Dilimi'}
      endpoint={TIME_PERIOD}
      id={id}
      form={form}
      initialValues={{ isActive: true }}
    >
      <TextItem label="Zaman Dilimi Adı" name="name" max={50}>
        <Input autoFocus />
      </TextItem>
      <ActiveItem />
    </ManagedFormPage>
  );
};
