import { fullName } from '@panel/shared/common/person';
import { ACTIONS } from '@panel/shared/permissions/keys';
import { STUDENT_SORTS } from '@panel/shared/students/contracts';
import { STUDY_STATES, type StudyState, studyStateLabels } from '@panel/shared/students/enums';
import { Link } from 'react-router';
import { useCan } from '../../app/auth/use-session-data';
import { optionsOf } from '../../components/enum-options';
import { FilterSelect } from '../../components/filter-select';
import { ListPage } from '../../components/list-page';
import { sortable } from '../../components/sortable-column';
import { useListFilter } from '../education/education-options';
import { STUDENTS, type StudentRow, useClassOptions, useStudentBranchOptions } from './student.api';
import { StudentBulkActions, useHasStudentBulkActions } from './student-bulk-actions';
import { StudyStateTag } from './student-tags';

const orDash = (v: string | null) => v || '-';

/** /education/student: students by name, citizen id, number, phone or parent, with branch, class and state filters. */
export const StudentSearchPage = () => {
  const canRegister = useCan(ACTIONS.students.register);
  const branches = useStudentBranchOptions();
  const [branchId, setBranchId] = useListFilter<string>('branchId');
  const [schoolClassId, setSchoolClassId] = useListFilter<string>('schoolClassId');
  const [studyState, setStudyState] = useListFilter<StudyState>('studyState', STUDY_STATES);
  const bulk = useHasStudentBulkActions();
  const classes = useClassOptions(undefined);
  const classOptions = branchId ? classes.options.filter((c) => c.branchId === branchId) : classes.options;

  const changeBranch = (next: string | undefined) => {
    setBranchId(next);
    // A class of another branch would leave the list empty.
    const chosen = classes.options.find((c) => c.value === schoolClassId);
    if (next && chosen && chosen.branchId !== next) setSchoolClassId(undefined);
  };

  return (
    <ListPage<StudentRow>
      title="Öğrenci Ara"
      endpoint={STUDENTS}
      searchPlaceholder="Ad, T.C. kimlik no, öğrenci no, telefon veya veli adı ara"
      emptyText="Henüz öğrenci kaydı yok."
      addPath={canRegister ? '/education/student/new' : undefined}
      addLabel="Yeni Kayıt"
      filters={{ branchId, schoolClassId, studyState }}
      bulkActions={
        bulk ? (selected, clear) => <StudentBulkActions selected={selected} clear={clear} /> : undefined
      }
      toolbar={
        <>
          {branches.length > 1 && (
            <FilterSelect
              label="Şube"
              placeholder="Tüm şubeler"
              options={branches}
              value={branchId}
              onChange={changeBranch}
              width={200}
            />
          )}
          {classes.allowed && (
            <FilterSelect
              label="Sınıf"
              placeholder="Tüm sınıflar"
              options={classOptions.map(({ value, label }) => ({ value, label }))}
              value={schoolClassId}
              onChange={(v?: string) => setSchoolClassId(v)}
              width={180}
            />
          )}
          <FilterSelect
            label="Okuma Durumu"
            placeholder="Tüm durumlar"
            options={optionsOf(STUDY_STATES, studyStateLabels)}
            value={studyState}
            onChange={(v?: StudyState) => setStudyState(v)}
            width={170}
          />
        </>
      }
      columns={[
        { title: 'Öğrenci No', dataIndex: 'studentNo', ...sortable(STUDENT_SORTS, 'studentNo') },
        {
          title: 'Ad Soyad',
          ...sortable(STUDENT_SORTS, 'name'),
          render: (_, s) => <Link to={`/education/student/${s.id}`}>{fullName(s)}</Link>,
        },
        { title: 'T.C. Kimlik No', dataIndex: 'citizenId', render: orDash },
        { title: 'Şube', dataIndex: 'branchName' },
        { title: 'Sınıf', dataIndex: 'schoolClassName', render: orDash },
        {
          title: 'Durum',
          dataIndex: 'studyState',
          render: (s: StudyState) => <StudyStateTag state={s} />,
        },
        { title: 'Telefon', dataIndex: 'primaryPhone', render: orDash },
        { title: 'Veliler', dataIndex: 'parentNames', render: orDash },
      ]}
    />
  );
};
