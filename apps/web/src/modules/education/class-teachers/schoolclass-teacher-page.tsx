import { EditOutlined, PlusOutlined } from '@ant-design/icons';
import { ACTIONS } from '@panel/shared/permissions/keys';
import { Button, Space } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useCan } from '../../../app/auth/use-session-data';
import { ConfirmDelete } from '../../../components/confirm-delete';
import { FilterSelect } from '../../../components/filter-select';
import { ListPage } from '../../../components/list-page';
import { useDelete } from '../../../components/resource-api';
import { useSemesterOptions } from '../education-options';
import { PROGRAM_KEY } from '../lesson-programs/lesson-program.api';
import { type AssignmentRow, HoursTag } from './class-teacher';
import { ASSIGNMENTS } from './schoolclass-teacher.api';

// The assignment dialogs load when one is first opened.
const loadForms = () => import('./schoolclass-teacher-forms');
const AssignForm = lazy(async () => ({ default: (await loadForms()).AssignForm }));
const HoursForm = lazy(async () => ({ default: (await loadForms()).HoursForm }));

/** /education/schoolclass-teacher: who teaches what in which class, and how many hours a week. */
export const SchoolClassTeacherPage = () => {
  const canManage = useCan(ACTIONS.education.programManage);
  const semesters = useSemesterOptions();
  const [semesterId, setSemesterId] = useState<string | undefined>();
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<AssignmentRow | null>(null);
  const remove = useDelete(ASSIGNMENTS, [PROGRAM_KEY]);
  return (
    <>
      <ListPage<AssignmentRow>
        title="Sınıf Öğretmenleri"
        endpoint={ASSIGNMENTS}
        searchPlaceholder="Sınıf, öğretmen veya branş ara"
        emptyText="Henüz öğretmen ataması yok."
        filters={{ semesterId }}
        toolbar={
          <Space>
            <FilterSelect
              label="Dönem"
              placeholder="Tüm dönemler"
              options={semesters}
              value={semesterId}
              onChange={setSemesterId}
            />
            {canManage && (
              <Button type="primary" icon={<PlusOutlined />} onClick={() => setAdding(true)}>
                Öğretmen Ata
              </Button>
            )}
          </Space>
        }
        columns={[
          { title: 'Sınıf', dataIndex: 'schoolClassName' },
          { title: 'Dönem', dataIndex: 'semesterName' },
          { title: 'Branş', dataIndex: 'majorName' },
          { title: 'Öğretmen', dataIndex: 'teacherName' },
          {
            title: 'Programda / Haftalık',
            key: 'hours',
            render: (_, r) => <HoursTag placed={r.placedHours} planned={r.weeklyHours} />,
          },
          {
            title: '',
            key: 'actions',
            align: 'right',
            render: (_, r) =>
              canManage && (
                <Space>
                  <Button size="small" icon={<EditOutlined />} onClick={() => setEditing(r)}>
                    Saat
                  </Button>
                  <ConfirmDelete onConfirm={() => remove.mutateAsync(r.id)} />
                </Space>
              ),
          },
        ]}
      />
      <Suspense fallback={null}>
        {adding && <AssignForm semesterId={semesterId} onDone={() => setAdding(false)} />}
        {editing && <HoursForm row={editing} onDone={() => setEditing(null)} />}
      </Suspense>
    </>
  );
};
