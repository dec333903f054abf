import { TIME_PERIOD_SORTS, type TTimePeriodRecord } from '@panel/shared/education/contracts';
import { ACTIONS } from '@panel/shared/permissions/keys';
import { Form, Input, Switch } from 'antd';
import { useParams } from 'react-router';
import { useCan } from '../../../app/auth/use-session-data';
import { TextItem } from '../../../components/form-items';
import { FormPage } from '../../../components/form-page';
import { ListPage } from '../../../components/list-page';
import { useDelete } from '../../../components/resource-api';
import { sortable } from '../../../components/sortable-column';
import { activeColumn, rowActions } from '../../../components/table-columns';

type TimePeriodRow = TTimePeriodRecord;
type Values = Omit<TimePeriodRow, 'id'>;

const TIME_PERIOD = 'education/time-period';

export const TimePeriodListPage = () => {
  const remove = useDelete(TIME_PERIOD);
  const canManage = useCan(ACTIONS.education.structureManage);
  return (
    <ListPage<TimePeriodRow>
      title="Zaman Dilimleri"
      endpoint={TIME_PERIOD}
      searchPlaceholder="Zaman dilimi ara"
      emptyText="Henüz zaman dilimi yok. Sabahçı, öğlenci gibi dilimler sınıflara atanabilir."
      addPath={canManage ? '/education/time-period/add' : undefined}
      addLabel="Yeni Zaman Dilimi"
      columns={[
        { title: 'Zaman Dilimi', dataIndex: 'name', ...sortable(TIME_PERIOD_SORTS, 'name') },
        activeColumn(),
        rowActions({
          canManage: canManage,
          editPath: (r) => `/education/time-period/${r.id}`,
          onDelete: (r) => remove.mutateAsync(r.id),
        }),
      ]}
    />
  );
};

export const TimePeriodFormPage = () => {
  const { time_period_id: id } = useParams();
  const [form] = Form.useForm<Values>();
  return (
    <FormPage<Values, TimePeriodRow>
      title={id ? 'Zaman Dilimini Düzenle' : 'Yeni Zaman Dilimi'}
      endpoint={TIME_PERIOD}
      record={`${TIME_PERIOD}/{id}`}
      id={id}
      form={form}
      initialValues={{ isActive: true }}
      backTo="/education/time-period"
    >
      <TextItem label="Zaman Dilimi Adı" name="name" max={50}>
        <Input autoFocus />
      </TextItem>
      <Form.Item label="Aktif" name="isActive" valuePropName="checked">
        <Switch />
      </Form.Item>
    </FormPage>
  );
};
