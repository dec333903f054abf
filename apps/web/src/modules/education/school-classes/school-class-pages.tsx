import { SCHOOL_CLASS_SORTS, type TSchoolClassRecord } from '@panel/shared/education/contracts';
import {
  EDUCATION_LEVELS,
  type EducationLevel,
  educationLevelLabels,
  GRADE_LEVELS,
  type GradeLevel,
  gradeLevelLabels,
  SECTIONS,
} from '@panel/shared/education/enums';
import { ACTIONS } from '@panel/shared/permissions/keys';
import { Form, type FormRule, InputNumber, Select, Space } from 'antd';
import { Link, useParams } from 'react-router';
import { orDash } from '../../../components/empty-cell';
import { optionsOf } from '../../../components/enum-options';
import { SelectItem } from '../../../components/form-items';
import { rules, triggerFor } from '../../../components/form-rules';
import { ActiveItem, ManagedFormPage, ManagedListPage } from '../../../components/managed-pages';
import { useRecord } from '../../../components/resource-api';
import { SearchSelect } from '../../../components/search-select';
import { sortable } from '../../../components/sortable-column';
import { activeColumn } from '../../../components/table-columns';
import { useBranchListFilter, useSemesterListFilter } from '../education-filters';
import {
  type ClassroomOption,
  useBranchOptions,
  useClassrooms,
  useSemesterOptions,
  useTimePeriodOptions,
  withCurrent,
} from '../education-options';

export type SchoolClassRow = TSchoolClassRecord;

type Values = {
  branchId: string;
  semesterId: string;
  timePeriodId?: string | null;
  classroomId?: string | null;
  gradeLevel: GradeLevel;
  section: string;
  educationLevel: EducationLevel;
  capacity: number;
  isActive: boolean;
};

const SCHOOL_CLASS = 'education/school-class';

const GRADE_OPTIONS = optionsOf(GRADE_LEVELS, gradeLevelLabels);
const EDUCATION_LEVEL_OPTIONS = optionsOf(EDUCATION_LEVELS, educationLevelLabels);
const SECTION_OPTIONS = SECTIONS.map((s) => ({ value: s, label: s }));

export const SchoolClassListPage = () => {
  const branch = useBranchListFilter();
  const semester = useSemesterListFilter();
  return (
    <ManagedListPage<SchoolClassRow>
      title="Sınıflar"
      endpoint={SCHOOL_CLASS}
      manage={ACTIONS.education.structureManage}
      searchPlaceholder="Sınıf ara (örn. 9-A)"
      emptyText="Henüz sınıf yok."
      addLabel="Yeni Sınıf"
      filters={{ branchId: branch.branchId, semesterId: semester.semesterId }}
      toolbar={
        <>
          {branch.select}
          {semester.select}
        </>
      }
      columns={[
        {
          title: 'Sınıf',
          dataIndex: 'name',
          ...sortable(SCHOOL_CLASS_SORTS, 'name'),
          render: (v: string, r) => <Link to={`/education/school-class/summary/${r.id}`}>{v}</Link>,
        },
        { title: 'Şube', dataIndex: 'branchName' },
        { title: 'Dönem', dataIndex: 'semesterName' },
        {
          title: 'Eğitim Seviyesi',
          dataIndex: 'educationLevel',
          render: (v: EducationLevel) => educationLevelLabels[v],
        },
        { title: 'Zaman Dilimi', dataIndex: 'timePeriodName', render: orDash },
        { title: 'Derslik', dataIndex: 'classroomName', render: orDash },
        { title: 'Kontenjan', dataIndex: 'capacity', align: 'right' },
        activeColumn(),
      ]}
    />
  );
};

/** The education level a grade usually belongs to: offered when none is chosen yet. */
const levelOfGrade = (grade: GradeLevel): EducationLevel | undefined => {
  if (grade === 'Kindergarten') return 'Kindergarten';
  const n = Number(grade);
  if (!Number.isInteger(n)) return undefined;
  return n <= 4 ? 'Primary' : n <= 8 ? 'Middle' : 'HighSchool';
};

/** A class may not hold more students than its classroom seats (the server checks the same). */
const fitsClassroom =
  (rooms: readonly ClassroomOption[]): FormRule =>
  ({ getFieldValue }) => ({
    validator: async (_, value: number | null | undefined) => {
      const room = rooms.find((r) => r.id === getFieldValue('classroomId'));
      if (room && typeof value === 'number' && value > room.capacity)
        throw new Error(
          `Sınıf kontenjanı (${value}) ${room.name} dersliğinin kapasitesinden (${room.capacity}) büyük olamaz.`,
        );
    },
  });

const toValues = (r: SchoolClassRow): Values => ({
  branchId: r.branchId,
  semesterId: r.semesterId,
  timePeriodId: r.timePeriodId ?? undefined,
  classroomId: r.classroomId ?? undefined,
  gradeLevel: r.gradeLevel,
  section: r.section,
  educationLevel: r.educationLevel,
  capacity: r.capacity,
  isActive: r.isActive,
});

/** A cleared optional choice is sent as null, so an update really removes it. */
const toBody = (v: Values) => ({
  ...v,
  timePeriodId: v.timePeriodId ?? null,
  classroomId: v.classroomId ?? null,
});

export const SchoolClassFormPage = () => {
  const { school_class_id: id } = useParams();
  const [form] = Form.useForm<Values>();
  const branches = useBranchOptions();
  const semesters = useSemesterOptions();
  const timePeriods = useTimePeriodOptions();
  const branchId = Form.useWatch('branchId', form);
  const rooms = useClassrooms(branchId);
  const record = useRecord<SchoolClassRow>(`${SCHOOL_CLASS}/{id}`, id).data;
  const roomOptions = withCurrent(
    rooms.map((r) => ({ value: r.id, label: `${r.name} (${r.capacity} kişilik)` })),
    record?.branchId === branchId ? record?.classroomId : undefined,
    record?.classroomName,
  );
  return (
    <ManagedFormPage<Values, SchoolClassRow>
      title={id ? 'Sınıfı Düzenle' : 'Yeni Sınıf'}
      endpoint={SCHOOL_CLASS}
      id={id}
      form={form}
      initialValues={{ isActive: true }}
      toValues={toValues}
      toBody={toBody}
    >
      <Space.Compact block>
        <SelectItem label="Şube" name="branchId" style={{ flex: 1 }}>
          <SearchSelect
            options={branches}
            // Classrooms belong to a branch: another branch's room cannot stay chosen.
            onChange={() => form.setFieldValue('classroomId', undefined)}
          />
        </SelectItem>
        <SelectItem label="Dönem" name="semesterId" style={{ flex: 1, marginInlineStart: 16 }}>
          <SearchSelect options={semesters} />
        </SelectItem>
      </Space.Compact>
      <Space.Compact block>
        <SelectItem label="Sınıf Seviyesi" name="gradeLevel" style={{ flex: 1 }}>
          <Select
            options={GRADE_OPTIONS}
            placeholder="Seçiniz"
            onChange={(grade: GradeLevel) => {
              const level = levelOfGrade(grade);
              if (level && !form.getFieldValue('educationLevel')) form.setFieldValue('educationLevel', level);
            }}
          />
        </SelectItem>
        <SelectItem label="Şube Harfi" name="section" style={{ flex: 1, marginInlineStart: 16 }}>
          <SearchSelect options={SECTION_OPTIONS} />
        </SelectItem>
        <SelectItem label="Eğitim Seviyesi" name="educationLevel" style={{ flex: 1, marginInlineStart: 16 }}>
          <Select options={EDUCATION_LEVEL_OPTIONS} placeholder="Seçiniz" />
        </SelectItem>
      </Space.Compact>
      <Space.Compact block>
        <Form.Item label="Zaman Dilimi" name="timePeriodId" style={{ flex: 1 }}>
          <Select
            allowClear
            options={withCurrent(timePeriods, record?.timePeriodId, record?.timePeriodName)}
            placeholder="Seçiniz"
          />
        </Form.Item>
        <Form.Item label="Derslik" name="classroomId" style={{ flex: 1, marginInlineStart: 16 }}>
          <SearchSelect
            allowClear
            disabled={!branchId}
            placeholder={branchId ? 'Seçiniz' : 'Önce şube seçiniz'}
            options={roomOptions}
            onChange={(roomId: string | undefined) => {
              const room = rooms.find((r) => r.id === roomId);
              if (room && form.getFieldValue('capacity') == null)
                form.setFieldValue('capacity', room.capacity);
            }}
          />
        </Form.Item>
      </Space.Compact>
      <Form.Item
        label="Kontenjan"
        name="capacity"
        rules={[...rules.number('Kontenjan'), fitsClassroom(rooms)]}
        dependencies={['classroomId']}
        validateTrigger={triggerFor('text')}
      >
        <InputNumber min={1} max={1000} precision={0} style={{ width: 200 }} />
      </Form.Item>
      <ActiveItem />
    </ManagedFormPage>
  );
};
