import { ACTIONS } from '@panel/shared/permissions/keys';
import { useQuery } from '@tanstack/react-query';
import { Card, Descriptions, Skeleton, Space, Tabs, Typography } from 'antd';
import { type ReactNode, Suspense, useEffect, useRef, useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { useCan } from '../../app/auth/use-session-data';
import { api } from '../../app/http';
import { lazyNamed } from '../../components/lazy-named';
import { useStudentNotes } from './student-notes.api';
import { StudyStateTag } from './student-tags';

// The general tab (the student's form) starts loading with the card's data and shows as it
// arrives; the tabs most visits do not open load when first opened, so the card itself opens fast.
const loadGeneralTab = () => import('./student-general-tab');
const GeneralTab = lazyNamed(loadGeneralTab, 'GeneralTab');
const PopupNotesDialog = lazyNamed(() => import('./student-popup-notes'), 'PopupNotesDialog');
const StudentSaleTab = lazyNamed(() => import('../sales/orders/student-sale-tab'), 'StudentSaleTab');
const StudentUsersTab = lazyNamed(() => import('./student-users-tab'), 'StudentUsersTab');
const StudentAssessmentsTab = lazyNamed(
  () => import('../assessments/student-assessments-tab'),
  'StudentAssessmentsTab',
);
const StudentExamsTab = lazyNamed(() => import('../exams/exam-report-student-tab'), 'StudentExamsTab');
const StudentDocumentsTab = lazyNamed(() => import('./student-documents-tab'), 'StudentDocumentsTab');
const loadTabs = () => import('./student-profile-tabs');
const ContactTab = lazyNamed(loadTabs, 'ContactTab');
const ParentTab = lazyNamed(loadTabs, 'ParentTab');
const NoteTab = lazyNamed(loadTabs, 'NoteTab');
const LessonTab = lazyNamed(loadTabs, 'LessonTab');
const TeacherListTab = lazyNamed(loadTabs, 'TeacherListTab');
const later = (tab: ReactNode) => <Suspense fallback={<Skeleton active />}>{tab}</Suspense>;

/** Notes marked to pop up are shown once each time the profile opens; the dialog loads only when there are some. */
const PopupNotes = ({ studentId }: { studentId: string }) => {
  const notes = useStudentNotes(studentId);
  const shownFor = useRef<string | null>(null);
  const [open, setOpen] = useState(false);
  const popups = (notes.data ?? []).filter((n) => n.isPopup);
  useEffect(() => {
    if (notes.isSuccess && shownFor.current !== studentId) {
      shownFor.current = studentId;
      setOpen(popups.length > 0);
    }
  }, [notes.isSuccess, studentId, popups.length]);
  return popups.length > 0 ? (
    <Suspense fallback={null}>
      <PopupNotesDialog open={open} notes={popups} onClose={() => setOpen(false)} />
    </Suspense>
  ) : null;
};

/** /education/student/{id}: the student's card and its tabs. */
export const StudentProfilePage = () => {
  const { student_id: id = '' } = useParams();
  const [search, setSearch] = useSearchParams();
  const canManage = useCan(ACTIONS.students.manage);
  const canSeeSales = useCan(ACTIONS.sales.view);
  const canSeeAssessments = useCan(ACTIONS.assessments.results);
  const student = useQuery({
    queryKey: ['student', id, 'detail'],
    queryFn: () => api.get('student/{id}/detail', { path: { id } }),
  });
  // The form comes down beside the student's data, not after it.
  useEffect(() => void loadGeneralTab(), []);
  const s = student.data;
  if (!s) return <Skeleton active />;
  return (
    <>
      <PopupNotes studentId={s.id} />
      <Space align="baseline" style={{ marginBottom: 8 }}>
        <Typography.Title level={3} style={{ margin: 0 }}>
          {s.firstName} {s.lastName}
        </Typography.Title>
        <StudyStateTag state={s.studyState} />
      </Space>
      <Card style={{ marginBottom: 16 }}>
        <Descriptions size="small" column={{ xs: 1, md: 4 }}>
          <Descriptions.Item label="Öğrenci No">{s.studentNo}</Descriptions.Item>
          <Descriptions.Item label="T.C. Kimlik No">{s.citizenId}</Descriptions.Item>
          <Descriptions.Item label="Şube">{s.branchName}</Descriptions.Item>
          <Descriptions.Item label="Sınıf">
            {s.schoolClassId ? (
              <Link to={`/education/school-class/summary/${s.schoolClassId}`}>{s.schoolClassName}</Link>
            ) : (
              'Atanmamış'
            )}
          </Descriptions.Item>
        </Descriptions>
      </Card>
      <Card>
        <Tabs
          activeKey={search.get('tab') ?? 'general'}
          onChange={(tab) => setSearch({ tab }, { replace: true })}
          destroyOnHidden
          items={[
            {
              key: 'general',
              label: 'Genel',
              children: later(<GeneralTab student={s} canManage={canManage} />),
            },
            {
              key: 'contact',
              label: 'İletişim',
              children: later(<ContactTab studentId={s.id} canManage={canManage} />),
            },
            {
              key: 'parent',
              label: 'Veliler',
              children: later(<ParentTab studentId={s.id} canManage={canManage} />),
            },
            ...(canSeeSales
              ? [{ key: 'sale', label: 'Satışlar', children: later(<StudentSaleTab studentId={s.id} />) }]
              : []),
            { key: 'user', label: 'Kullanıcılar', children: later(<StudentUsersTab studentId={s.id} />) },
            {
              key: 'note',
              label: 'Notlar',
              children: later(<NoteTab studentId={s.id} canManage={canManage} />),
            },
            {
              key: 'document',
              label: 'Dokümanlar',
              children: later(<StudentDocumentsTab studentId={s.id} />),
            },
            { key: 'lesson', label: 'Ders Programı', children: later(<LessonTab student={s} />) },
            { key: 'teacher-list', label: 'Öğretmenler', children: later(<TeacherListTab student={s} />) },
            ...(canSeeAssessments
              ? [
                  {
                    key: 'assessment',
                    label: 'Envanterler',
                    children: later(<StudentAssessmentsTab studentId={s.id} />),
                  },
                ]
              : []),
            {
              key: 'exam',
              label: 'Sınavlar',
              children: later(<StudentExamsTab studentId={s.id} />),
            },
          ]}
        />
      </Card>
    </>
  );
};
