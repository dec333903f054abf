import { LESSON_TIME_ORDER_MESSAGE, type TLessonTimeRecord } from '@panel/shared/education/contracts';
import { ACTIONS } from '@panel/shared/permissions/keys';
import { timeRule } from '@panel/shared/validation/rules';
import { Form, type FormRule, Input, InputNumber, Space } from 'antd';
import { useParams } from 'react-router';
import { SelectItem } from '../../../components/form-items';
import { rules, triggerFor } from '../../../components/form-rules';
import { ManagedFormPage, ManagedListPage } from '../../../components/managed-pages';
import { SearchSelect } from '../../../components/search-select';
import { useBranchListFilter } from '../education-filters';
import { useBranchOptions } from '../education-options';

type LessonTimeRow = TLessonTimeRecord;
type Values = Omit<LessonTimeRow, 'id' | 'branchName'>;

const LESSON_TIME = 'education/lesson-time';

export const LessonTimeListPage = () => {
  const branch = useBranchListFilter();
  return (
    <ManagedListPage<LessonTimeRow>
      title="Ders Saatleri"
      endpoint={LESSON_TIME}
      manage={ACTIONS.education.structureManage}
      searchPlaceholder="Şube adı ara"
      emptyText="Henüz ders saati yok. Her şubenin günlük ders saatlerini sırayla ekleyin."
      addLabel="Yeni Ders Saati"
      filters={{ branchId: branch.branchId }}
      toolbar={branch.select}
      columns={[
        { title: 'Şube', dataIndex: 'branchName' },
        { title: 'Ders', dataIndex: 'slotNo', render: (v: number) => `${v}. Ders` },
        { title: 'Başlangıç Saati', dataIndex: 'startsAt' },
        { title: 'Bitiş Saati', dataIndex: 'endsAt' },
      ]}
    />
  );
};

/** Digits typed as `0830` read `08:30`: the colon comes by itself. */
const asTime = (value: unknown): string => {
  const digits = String(value ?? '')
    .replace(/\D/g, '')
    .slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}:${digits.slice(2)}` : digits;
};

/** The lesson must end after it starts: the server's own message, once both times are whole. */
const endsAfterStart: FormRule = ({ getFieldValue }) => ({
  validator: async (_, value: string | undefined) => {
    const start = getFieldValue('startsAt') as string | undefined;
    if (timeRule(value) || timeRule(start)) return;
    if ((value ?? '') <= (start ?? '')) throw new Error(LESSON_TIME_ORDER_MESSAGE);
  },
});

export const LessonTimeFormPage = () => {
  const { lesson_time_id: id } = useParams();
  const [form] = Form.useForm<Values>();
  const branches = useBranchOptions();
  return (
    <ManagedFormPage<Values, LessonTimeRow>
      title={id ? 'Ders Saatini Düzenle' : 'Yeni Ders Saati'}
      endpoint={LESSON_TIME}
      id={id}
      form={form}
    >
      <SelectItem label="Şube" name="branchId">
        <SearchSelect options={branches} />
      </SelectItem>
      <Form.Item
        label="Ders Sırası"
        name="slotNo"
        rules={rules.number('Ders Sırası')}
        validateTrigger={triggerFor('text')}
      >
        <InputNumber min={1} max={20} precision={0} style={{ width: 200 }} />
      </Form.Item>
      <Space.Compact block>
        <Form.Item
          label="Başlangıç Saati"
          name="startsAt"
          rules={rules.time()}
          validateTrigger={triggerFor('time')}
          normalize={asTime}
          style={{ flex: 1 }}
        >
          <Input placeholder="SS:DD" inputMode="numeric" maxLength={5} />
        </Form.Item>
        <Form.Item
          label="Bitiş Saati"
          name="endsAt"
          rules={[...rules.time(), endsAfterStart]}
          dependencies={['startsAt']}
          validateTrigger={triggerFor('time')}
          normalize={asTime}
          style={{ flex: 1, marginInlineStart: 16 }}
        >
          <Input placeholder="SS:DD" inputMode="numeric" maxLength={5} />
        </Form.Item>
      </Space.Compact>
    </ManagedFormPage>
  );
};
