import { formatDay } from '@panel/shared/common/dates';
import { ACTIONS } from '@panel/shared/permissions/keys';
import { PRIVATE_LESSON_SORTS, type TPrivateLesson } from '@panel/shared/students/contracts';
import { Button, Space } from 'antd';
import { Suspense, useState } from 'react';
import { Link } from 'react-router';
import { useCan } from '../../app/auth/use-session-data';
import { ConfirmDelete } from '../../components/confirm-delete';
import { FilterSelect } from '../../components/filter-select';
import { lazyNamed } from '../../components/lazy-named';
import { ListPage } from '../../components/list-page';
import { type DayRange, RangeFilter } from '../../components/range-filter';
import { ReportActions } from '../../components/report-actions';
import { useDelete, useOptions } from '../../components/resource-api';
import { sortable } from '../../components/sortable-column';
import { actionsColumn } from '../../components/table-columns';
import { LESSONS } from './private-lesson.api';

// The dialogs load when one is first opened: the page does not carry their form library and modal.
const loadDialogs = () => import('./private-lesson-dialog');
const LessonForm = lazyNamed(loadDialogs, 'LessonForm');

type LessonRow = TPrivateLesson;

/**
 * /education/student/private-lesson (kept) and /education/report/student-privent-lessons
 * (the same rows as a report, with Excel): one list, two uses.
 */
const PrivateLessons = ({ report }: { report: boolean }) => {
  const canManage = useCan(ACTIONS.students.classes) && !report;
  const [adding, setAdding] = useState(false);
  const [range, setRange] = useState<DayRange>(null);
  const teachers =
    useOptions<{ id: string; name: string }>('personnel/list', { teachersOnly: 'true' }).data ?? [];
  const [personnelId, setPersonnelId] = useState<string | undefined>();
  const remove = useDelete(LESSONS);
  const filters = {
    personnelId,
    from: range?.[0]?.format('YYYY-MM-DD'),
    to: range?.[1]?.format('YYYY-MM-DD'),
  };
  return (
    <>
      <ListPage<LessonRow>
        title={report ? 'Özel Ders Raporu' : 'Özel Dersler'}
        endpoint={LESSONS}
        searchPlaceholder="Öğrenci veya öğretmen ara"
        emptyText="Özel ders yok."
        filters={filters}
        toolbar={
          <Space wrap>
            <RangeFilter label="Tarih Aralığı" value={range} onChange={setRange} />
            <FilterSelect
              label="Öğretmen"
              placeholder="Tüm öğretmenler"
              options={teachers.map((t) => ({ value: t.id, label: t.name }))}
              value={personnelId}
              onChange={setPersonnelId}
            />
            {report && (
              <ReportActions
                excel={{
                  endpoint: 'education/report/student-privent-lessons/excel',
                  init: { query: filters },
                  fileName: 'Özel Dersler',
                }}
              />
            )}
            {canManage && (
              <Button type="primary" onClick={() => setAdding(true)}>
                Yeni Özel Ders
              </Button>
            )}
          </Space>
        }
        columns={[
          { title: 'Tarih', dataIndex: 'date', render: formatDay, ...sortable(PRIVATE_LESSON_SORTS, 'date') },
          { title: 'Saat', key: 'time', render: (_, r) => `${r.startsAt}-${r.endsAt}` },
          {
            title: 'Öğrenci',
            ...sortable(PRIVATE_LESSON_SORTS, 'student'),
            render: (_, r) => (
              <Link to={`/education/student/${r.studentId}`}>{`${r.studentNo} - ${r.studentName}`}</Link>
            ),
          },
          { title: 'Öğretmen', dataIndex: 'teacherName', ...sortable(PRIVATE_LESSON_SORTS, 'teacher') },
          { title: 'Branş', dataIndex: 'majorName' },
          { title: 'Açıklama', dataIndex: 'note', render: (v: string | null) => v ?? '' },
          ...(canManage
            ? [actionsColumn<LessonRow>((r) => <ConfirmDelete onConfirm={() => remove.mutateAsync(r.id)} />)]
            : []),
        ]}
      />
      {adding && (
        <Suspense fallback={null}>
          <LessonForm onDone={() => setAdding(false)} />
        </Suspense>
      )}
    </>
  );
};

export const PrivateLessonPage = () => <PrivateLessons report={false} />;
export const PrivateLessonReportPage = () => <PrivateLessons report />;
