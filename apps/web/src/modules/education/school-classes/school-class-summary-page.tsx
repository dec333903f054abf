import type { TSchoolClassRecord } from '@panel/shared/education/contracts';
import { educationLevelLabels, gradeLevelLabels } from '@panel/shared/education/enums';
import { ACTIONS } from '@panel/shared/permissions/keys';
import { type StudyState, studyStateLabels } from '@panel/shared/students/enums';
import { useQuery } from '@tanstack/react-query';
import { Card, Descriptions, Skeleton, Table, Tabs, Typography } from 'antd';
import { Link, useParams, useSearchParams } from 'react-router';
import { useCan } from '../../../app/auth/use-session-data';
import { api } from '../../../app/http';
import { LazyDocumentsTab as DocumentsTab } from '../../../components/lazy-documents-tab';
import { useRecord } from '../../../components/resource-api';
import { type AssignmentRow, HoursTag } from '../class-teachers/class-teacher';
import { useClassProgram } from '../lesson-programs/lesson-program.api';
import { LessonCell } from '../lesson-programs/lesson-program-page';
import { WeekGrid } from '../lesson-programs/week-grid';

const TeachersTab = ({ id }: { id: string }) => {
  const list = useQuery({
    queryKey: ['education/schoolclass-teacher', 'class', id],
    queryFn: () => api.get('education/schoolclass-teacher', { query: { schoolClassId: id, _pageSize: 100 } }),
  });
  return (
    <Table<AssignmentRow>
      rowKey="id"
      size="small"
      loading={list.isFetching}
      dataSource={list.data?._data ?? []}
      pagination={false}
      locale={{ emptyText: 'Bu sınıfa henüz öğretmen atanmamış.' }}
      columns={[
        { title: 'Branş', dataIndex: 'majorName' },
        { title: 'Öğretmen', dataIndex: 'teacherName' },
        {
          title: 'Programda / Haftalık',
          key: 'h',
          render: (_, r) => <HoursTag placed={r.placedHours} planned={r.weeklyHours} />,
        },
      ]}
    />
  );
};

type ClassStudent = {
  id: string;
  studentNo: number;
  firstName: string;
  lastName: string;
  studyState: StudyState;
};

/** SPEC 7 GET student/schoolclass/{id}. */
const StudentsTab = ({ id }: { id: string }) => {
  const list = useQuery({
    queryKey: ['student/schoolclass', id],
    queryFn: () => api.get('student/schoolclass/{id}', { path: { id } }),
  });
  return (
    <Table<ClassStudent>
      rowKey="id"
      size="small"
      loading={list.isFetching}
      dataSource={list.data ?? []}
      pagination={false}
      locale={{ emptyText: 'Bu sınıfa henüz öğrenci atanmamış.' }}
      columns={[
        { title: 'No', dataIndex: 'studentNo' },
        {
          title: 'Öğrenci',
          key: 'name',
          render: (_, r) => <Link to={`/education/student/${r.id}`}>{`${r.firstName} ${r.lastName}`}</Link>,
        },
        { title: 'Durum', dataIndex: 'studyState', render: (v: StudyState) => studyStateLabels[v] },
      ]}
    />
  );
};

const ProgramTab = ({ id }: { id: string }) => {
  const program = useClassProgram(id);
  if (!program.data) return <Skeleton active />;
  return (
    <WeekGrid
      lessonTimes={program.data.lessonTimes}
      entries={program.data.entries}
      renderEntry={(e) => <LessonCell entry={e} />}
    />
  );
};

/** /education/school-class/summary/{id}: a class at a glance, its documents, teachers and week. */
export const SchoolClassSummaryPage = () => {
  const { school_class_id: id } = useParams();
  const [search, setSearch] = useSearchParams();
  const klass = useRecord<TSchoolClassRecord>('education/school-class/{id}', id);
  const canSeeStudents = useCan(ACTIONS.students.view);
  const c = klass.data;
  return (
    <>
      <Typography.Title level={3} style={{ marginTop: 0 }}>
        {c ? `${c.name} Sınıfı` : 'Sınıf'}
      </Typography.Title>
      <Card style={{ marginBottom: 16 }}>
        {c ? (
          <Descriptions size="small" column={{ xs: 1, md: 3 }}>
            <Descriptions.Item label="Şube">{c.branchName}</Descriptions.Item>
            <Descriptions.Item label="Dönem">{c.semesterName}</Descriptions.Item>
            <Descriptions.Item label="Sınıf Seviyesi">{gradeLevelLabels[c.gradeLevel]}</Descriptions.Item>
            <Descriptions.Item label="Eğitim Seviyesi">
              {educationLevelLabels[c.educationLevel]}
            </Descriptions.Item>
            <Descriptions.Item label="Zaman Dilimi">{c.timePeriodName ?? '-'}</Descriptions.Item>
            <Descriptions.Item label="Derslik">{c.classroomName ?? '-'}</Descriptions.Item>
            <Descriptions.Item label="Kontenjan">{c.capacity}</Descriptions.Item>
          </Descriptions>
        ) : (
          <Skeleton active />
        )}
      </Card>
      {id && (
        <Card>
          <Tabs
            activeKey={search.get('tab') ?? (canSeeStudents ? 'student-list' : 'teacher-list')}
            onChange={(tab) => setSearch({ tab }, { replace: true })}
            items={[
              ...(canSeeStudents
                ? [{ key: 'student-list', label: 'Öğrenciler', children: <StudentsTab id={id} /> }]
                : []),
              { key: 'teacher-list', label: 'Öğretmenler', children: <TeachersTab id={id} /> },
              { key: 'lesson-program', label: 'Ders Programı', children: <ProgramTab id={id} /> },
              {
                key: 'documents',
                label: 'Dokümanlar',
                children: (
                  <DocumentsTab
                    ownerId={id}
                    endpoint="school-class-document"
                    manage={ACTIONS.education.classDocuments}
                  />
                ),
              },
            ]}
          />
        </Card>
      )}
    </>
  );
};
