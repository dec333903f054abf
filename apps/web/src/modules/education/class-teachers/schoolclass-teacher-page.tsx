import { EditOutlined, PlusOutlined } from '@ant-design/icons';
import { ACTIONS } from '@panel/shared/permissions/keys';
import { Button, Space } from 'antd';
import { Suspense, useState } from 'react';
import { useCan } from '../../../app/auth/use-session-data';
import { ConfirmDelete } from '../../../components/confirm-delete';
import { lazyNamed } from '../../../components/lazy-named';
import { ListPage } from '../../../components/list-page';
import { useDelete } from '../../../components/resource-api';
import { actionsColumn } from '../../../components/table-columns';
import { SemesterFilter } from '../education-filters';
import { PROGRAM_KEY } from '../lesson-programs/lesson-program.api';
import { type AssignmentRow, assignmentColumns } from './class-teacher';
import { ASSIGNMENTS } from './schoolclass-teacher.api';

// The assignment dialogs load when one is first opened.
const loadForms = () => import('./schoolclass-teacher-forms');
const AssignForm = lazyNamed(loadForms, 'AssignForm');
const HoursForm = lazyNamed(loadForms, 'HoursForm');

/** /education/schoolclass-teacher: who teaches what in which class, and how many hours a week. */
export const SchoolClassTeacherPage = () => {
  const canManage = useCan(ACTIONS.education.programManage);
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
            <SemesterFilter value={semesterId} onChange={setSemesterId} />
            {canManage && (
              <Button type="primary" icon={<PlusOutlined />} onClick={() => setAdding(true)}>
                Öğretmen Ata
              </Button>
            )}
          </Space>
        }
        columns={[
          ...assignmentColumns('hours'),
          actionsColumn<AssignmentRow>(
            (r) =>
              canManage && (
                <Space>
                  <Button size="small" icon={<EditOutlined />} onClick={() => setEditing(r)}>
                    Saat
                  </Button>
                  <ConfirmDelete onConfirm={() => remove.mutateAsync(r.id)} />
                </Space>
              ),
          ),
        ]}
      />
      <Suspense fallback={null}>
        {adding && <AssignForm semesterId={semesterId} onDone={() => setAdding(false)} />}
        {editing && <HoursForm row={editing} onDone={() => setEditing(null)} />}
      </Suspense>
    </>
  );
};
