import { fullName } from '@panel/shared/common/person';
import { ACTIONS } from '@panel/shared/permissions/keys';
import { PERSONNEL_SORTS } from '@panel/shared/personnel/contracts';
import {
  EMPLOYMENT_STATES,
  type EmploymentState,
  employmentStateLabels,
} from '@panel/shared/personnel/enums';
import { Checkbox, Tag } from 'antd';
import { Link } from 'react-router';
import { useCan } from '../../app/auth/use-session-data';
import { optionsOf } from '../../components/enum-options';
import { FilterSelect } from '../../components/filter-select';
import { ListPage } from '../../components/list-page';
import { sortable } from '../../components/sortable-column';
import { BranchFilter } from '../education/education-filters';
import { useListFilter } from '../education/education-options';
import { PERSONNEL, type PersonnelRow } from './personnel.api';
import { EmploymentTag } from './personnel-employment-tag';

const orDash = (v: string | null) => v || '-';

/** /personnel/search: staff by name, citizen id or phone, with branch, state and teacher filters. */
export const PersonnelSearchPage = () => {
  const canManage = useCan(ACTIONS.personnel.manage);
  const [branchId, setBranchId] = useListFilter<string>('branchId');
  const [employmentState, setEmploymentState] = useListFilter<EmploymentState>('employmentState');
  const [isTeacher, setIsTeacher] = useListFilter<'true'>('isTeacher');
  return (
    <ListPage<PersonnelRow>
      title="Personel"
      endpoint={PERSONNEL}
      searchPlaceholder="Ad, T.C. kimlik no veya telefon ara"
      emptyText="Henüz personel kaydı yok."
      addPath={canManage ? '/personnel/new' : undefined}
      addLabel="Yeni Personel"
      filters={{ branchId, employmentState, isTeacher }}
      toolbar={
        <>
          <BranchFilter value={branchId} onChange={setBranchId} width={200} />
          <FilterSelect
            label="Çalışma Durumu"
            placeholder="Tüm durumlar"
            options={optionsOf(EMPLOYMENT_STATES, employmentStateLabels)}
            value={employmentState}
            onChange={(v?: EmploymentState) => setEmploymentState(v)}
            width={170}
          />
          <Checkbox
            checked={isTeacher === 'true'}
            onChange={(e) => setIsTeacher(e.target.checked ? 'true' : undefined)}
          >
            Yalnızca öğretmenler
          </Checkbox>
        </>
      }
      columns={[
        {
          title: 'Ad Soyad',
          ...sortable(PERSONNEL_SORTS, 'name'),
          render: (_, p) => <Link to={`/personnel/${p.id}`}>{fullName(p)}</Link>,
        },
        { title: 'Şube', dataIndex: 'branchName' },
        { title: 'Görev', dataIndex: 'title', render: orDash },
        {
          title: 'Öğretmen',
          dataIndex: 'isTeacher',
          render: (v: boolean) => (v ? <Tag color="blue">Öğretmen</Tag> : null),
        },
        {
          title: 'Durum',
          dataIndex: 'employmentState',
          render: (s: EmploymentState) => <EmploymentTag state={s} />,
        },
        { title: 'Cep Telefonu', dataIndex: 'mobilePhone', render: orDash },
      ]}
    />
  );
};
