import { GENDERS, genderLabels } from '@panel/shared/common/person';
import type { TPersonnelInput } from '@panel/shared/personnel/contracts';
import { citizenIdRule, textRule } from '@panel/shared/validation/rules';
import { DatePicker, Form, Input, Select, Space, Switch } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useNavigate } from 'react-router';
import { optionsOf } from '../../components/enum-options';
import { OptionalItem, SelectItem, TextItem } from '../../components/form-items';
import { FormPage } from '../../components/form-page';
import { toDay, triggerFor } from '../../components/form-rules';
import { SearchSelect } from '../../components/search-select';
import { useBranchOptions, withCurrent } from '../education/education-options';
import { PERSONNEL, PERSONNEL_LIST, type Personnel } from './personnel.api';

export type PersonnelValues = Omit<TPersonnelInput, 'birthDate' | 'employmentStartDate'> & {
  birthDate?: Dayjs | null;
  employmentStartDate?: Dayjs | null;
};

export const toPersonnelBody = (v: PersonnelValues): TPersonnelInput => ({
  ...v,
  birthDate: toDay(v.birthDate),
  employmentStartDate: toDay(v.employmentStartDate),
});

export const toPersonnelValues = (p: Personnel): PersonnelValues => ({
  branchId: p.branchId,
  firstName: p.firstName,
  lastName: p.lastName,
  citizenId: p.citizenId,
  gender: p.gender,
  birthDate: p.birthDate ? dayjs(p.birthDate) : null,
  title: p.title,
  isTeacher: p.isTeacher,
});

const notFuture = (d: Dayjs) => d.isAfter(dayjs(), 'day');

/**
 * The person's own fields, for the new form and the card's info tab. Employment dates
 * change through hire and dismissal (they keep the history), so only a new record asks
 * for the start date.
 */
export const PersonnelFields = ({
  isNew,
  current,
}: {
  isNew: boolean;
  /** The edited person's branch, kept as a choice even when the list no longer has it. */
  current?: Pick<Personnel, 'branchId' | 'branchName'>;
}) => {
  const branches = useBranchOptions();
  return (
    <>
      <SelectItem label="Şube" name="branchId">
        <SearchSelect options={withCurrent(branches, current?.branchId, current?.branchName)} />
      </SelectItem>
      <Space.Compact block>
        <TextItem label="Ad" name="firstName" max={50} style={{ flex: 1 }}>
          <Input autoFocus={isNew} maxLength={50} />
        </TextItem>
        <TextItem label="Soyad" name="lastName" max={50} style={{ flex: 1, marginInlineStart: 16 }}>
          <Input maxLength={50} />
        </TextItem>
      </Space.Compact>
      <Space.Compact block>
        <OptionalItem label="T.C. Kimlik No" name="citizenId" rule={citizenIdRule} style={{ flex: 1 }}>
          <Input inputMode="numeric" maxLength={11} />
        </OptionalItem>
        <SelectItem label="Cinsiyet" name="gender" style={{ flex: 1, marginInlineStart: 16 }}>
          <Select options={optionsOf(GENDERS, genderLabels)} showSearch optionFilterProp="label" />
        </SelectItem>
      </Space.Compact>
      <Space.Compact block>
        <Form.Item label="Doğum" name="birthDate" validateTrigger={triggerFor('date')} style={{ flex: 1 }}>
          <DatePicker format="DD.MM.YYYY" style={{ width: '100%' }} disabledDate={notFuture} />
        </Form.Item>
        <OptionalItem
          label="Görev"
          name="title"
          rule={textRule('Görev', 50)}
          style={{ flex: 1, marginInlineStart: 16 }}
        >
          <Input maxLength={50} placeholder="Matematik Öğretmeni, Muhasebe ..." />
        </OptionalItem>
      </Space.Compact>
      <Form.Item
        label="Öğretmen"
        name="isTeacher"
        valuePropName="checked"
        extra="Öğretmenler sınıf ve ders programı seçimlerinde listelenir."
      >
        <Switch />
      </Form.Item>
      {isNew && (
        <Form.Item
          label="İşe Başlama"
          name="employmentStartDate"
          validateTrigger={triggerFor('date')}
          extra="Girilirse personel çalışıyor olarak kaydedilir; girilmezse sonra kartından işe alınır."
        >
          <DatePicker format="DD.MM.YYYY" style={{ width: '100%' }} />
        </Form.Item>
      )}
    </>
  );
};

/** /personnel/new: after saving, the new person's card opens. */
export const PersonnelNewPage = () => {
  const [form] = Form.useForm<PersonnelValues>();
  const navigate = useNavigate();
  return (
    <FormPage<PersonnelValues>
      title="Yeni Personel"
      endpoint={PERSONNEL}
      form={form}
      initialValues={{ gender: 'Undefined', isTeacher: false }}
      toBody={toPersonnelBody}
      backTo="/personnel/search"
      affects={[PERSONNEL_LIST]}
      onSaved={({ id }) => navigate(`/personnel/${id}`)}
    >
      <PersonnelFields isNew />
    </FormPage>
  );
};
