import type { TLessonProgramEntry } from '@panel/shared/education/contracts';
import { type Weekday, weekdayLabels } from '@panel/shared/education/enums';
import { useQuery } from '@tanstack/react-query';
import { Card, Empty, Select, Space } from 'antd';
import { useState } from 'react';
import { api } from '../../../app/http';
import { orDash } from '../../../components/empty-cell';
import { FilterSelect } from '../../../components/filter-select';
import { ListPage } from '../../../components/list-page';
import { ReportActions } from '../../../components/report-actions';
import { useOptions } from '../../../components/resource-api';
import { TitleRow } from '../../../components/title-row';
import { useListParams } from '../../../components/use-list-params';
import { ClassPicker, useClassChoice } from '../class-picker';
import { type AssignmentRow, assignmentColumns } from '../class-teachers/class-teacher';
import { SemesterFilter, useSemesterChoice } from '../education-filters';
import { useClassProgram } from '../lesson-programs/lesson-program.api';
import { LessonCell } from '../lesson-programs/lesson-program-page';
import { WeekGrid } from '../lesson-programs/week-grid';

const REPORT = 'education/report';

/** /education/report/class-syllabus: a class's week, printable. */
export const ClassSyllabusReportPage = () => {
  const choice = useClassChoice();
  const program = useClassProgram(choice.schoolClassId);
  const data = program.data;
  return (
    <>
      <TitleRow title={`Sınıf Ders Programı${data ? ` - ${data.schoolClass.name}` : ''}`}>
        <ReportActions
          disabled={!data}
          excel={{
            endpoint: `${REPORT}/class-syllabus/excel`,
            init: { query: { schoolClassId: choice.schoolClassId } },
            fileName: `${data?.schoolClass.name ?? ''} Sınıfı Ders Programı`,
          }}
        />
      </TitleRow>
      <Card>
        <Space direction="vertical" size="middle" style={{ width: '100%' }}>
          <ClassPicker choice={choice} />
          {data ? (
            <WeekGrid
              lessonTimes={data.lessonTimes}
              entries={data.entries}
              renderEntry={(e) => <LessonCell entry={e} />}
            />
          ) : (
            <Empty description="Raporu görmek için bir sınıf seçiniz." />
          )}
        </Space>
      </Card>
    </>
  );
};

const useTeacherOptions = () =>
  (useOptions<{ id: string; name: string }>('personnel/list', { teachersOnly: 'true' }).data ?? []).map(
    (t) => ({
      value: t.id,
      label: t.name,
    }),
  );

/** /education/report/teacher-syllabus: one teacher's week across classes. */
export const TeacherSyllabusReportPage = () => {
  const { semesterId, select: semesterSelect } = useSemesterChoice();
  const teachers = useTeacherOptions();
  const [personnelId, setPersonnelId] = useState<string | undefined>();
  const params = { personnelId, semesterId };
  const report = useQuery({
    queryKey: [REPORT, 'teacher-syllabus', params],
    queryFn: () =>
      api.get(`${REPORT}/teacher-syllabus`, {
        query: { ...params, personnelId: personnelId ?? '' },
      }),
    enabled: !!personnelId,
  });
  const data = report.data;
  return (
    <>
      <TitleRow title={`Öğretmen Ders Programı${data ? ` - ${data.teacher.name}` : ''}`}>
        <ReportActions
          disabled={!data}
          excel={{
            endpoint: `${REPORT}/teacher-syllabus/excel`,
            init: { query: params },
            fileName: `${data?.teacher.name ?? ''} Ders Programı`,
          }}
        />
      </TitleRow>
      <Card>
        <Space direction="vertical" size="middle" style={{ width: '100%' }}>
          <Space wrap className="no-print">
            {semesterSelect}
            <Select
              aria-label="Öğretmen"
              placeholder="Öğretmen seçiniz"
              style={{ width: 240 }}
              showSearch
              optionFilterProp="label"
              options={teachers}
              value={personnelId}
              onChange={setPersonnelId}
            />
          </Space>
          {data ? (
            <WeekGrid
              lessonTimes={data.lessonTimes}
              entries={data.entries}
              renderEntry={(e) => <LessonCell entry={e} showClass />}
            />
          ) : (
            <Empty description="Raporu görmek için bir öğretmen seçiniz." />
          )}
        </Space>
      </Card>
    </>
  );
};

/** /education/report/teacher-program: every placement of every teacher, as a list. */
export const TeacherProgramReportPage = () => {
  const teachers = useTeacherOptions();
  const [semesterId, setSemesterId] = useState<string | undefined>();
  const [personnelId, setPersonnelId] = useState<string | undefined>();
  const [params] = useListParams();
  const filters = { semesterId, personnelId };
  return (
    <ListPage<TLessonProgramEntry>
      title="Öğretmen Programı"
      endpoint={`${REPORT}/teacher-program`}
      searchPlaceholder="Öğretmen, sınıf veya branş ara"
      emptyText="Programda ders yok."
      filters={filters}
      toolbar={
        <Space wrap>
          <SemesterFilter value={semesterId} onChange={setSemesterId} />
          <FilterSelect
            label="Öğretmen"
            placeholder="Tüm öğretmenler"
            options={teachers}
            value={personnelId}
            onChange={setPersonnelId}
          />
          <ReportActions
            excel={{
              endpoint: `${REPORT}/teacher-program/excel`,
              init: { query: { ...filters, _searchTerm: params._searchTerm } },
              fileName: 'Öğretmen Programı',
            }}
          />
        </Space>
      }
      columns={[
        { title: 'Öğretmen', dataIndex: 'teacherName' },
        { title: 'Gün', dataIndex: 'weekday', render: (d: number) => weekdayLabels[d as Weekday] },
        { title: 'Ders Saati', key: 'slot', render: (_, e) => `${e.slotNo}. ders ${e.startsAt}-${e.endsAt}` },
        { title: 'Sınıf', dataIndex: 'schoolClassName' },
        { title: 'Branş', dataIndex: 'majorName' },
        { title: 'Derslik', dataIndex: 'classroomName', render: orDash },
      ]}
    />
  );
};

/** /education/report/schoolclass-teacher-program: per class, its teachers and their hours. */
export const SchoolClassTeacherProgramReportPage = () => {
  const [semesterId, setSemesterId] = useState<string | undefined>();
  const [params] = useListParams();
  return (
    <ListPage<AssignmentRow>
      title="Sınıf Öğretmen Programı"
      endpoint={`${REPORT}/schoolclass-teacher-program`}
      searchPlaceholder="Sınıf, öğretmen veya branş ara"
      emptyText="Öğretmen ataması yok."
      filters={{ semesterId }}
      toolbar={
        <Space wrap>
          <SemesterFilter value={semesterId} onChange={setSemesterId} />
          <ReportActions
            excel={{
              endpoint: `${REPORT}/schoolclass-teacher-program/excel`,
              init: { query: { semesterId, _searchTerm: params._searchTerm } },
              fileName: 'Sınıf Öğretmen Programı',
            }}
          />
        </Space>
      }
      columns={assignmentColumns('h')}
    />
  );
};
