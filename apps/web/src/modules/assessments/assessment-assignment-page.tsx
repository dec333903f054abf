import { PlusOutlined } from '@ant-design/icons';
import { ASSIGNMENT_TARGET_LABELS, type AssignmentTarget } from '@panel/shared/assessments/contracts';
import { formatDay } from '@panel/shared/common/dates';
import { Button, Space } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { api } from '../../app/http';
import { ListPage } from '../../components/list-page';
import { useRefresh } from '../../components/resource-api';

import { ASSIGNMENT } from './assessment-assignment.api';

// The new-assignment form and the links list are dialogs, loaded when first opened.
const loadDialogs = () => import('./assessment-assignment-dialogs');
const NewAssignmentDialog = lazy(async () => ({ default: (await loadDialogs()).NewAssignmentDialog }));
const LinkList = lazy(async () => ({ default: (await loadDialogs()).LinkList }));

type AssignmentRow = {
  id: string;
  name: string;
  target: AssignmentTarget;
  schoolClassName: string | null;
  opensOn: string;
  closesOn: string;
  total: number;
  answered: number;
};
export const AssessmentAssignmentPage = () => {
  const [adding, setAdding] = useState(false);
  const [linksOf, setLinksOf] = useState<string | null>(null);
  const refresh = useRefresh([ASSIGNMENT]);
  const remind = async (id: string) => {
    await api.post(`${ASSIGNMENT}/remind`, { body: { assignmentId: id, sms: 'Parent' } });
    refresh();
  };
  return (
    <>
      <ListPage<AssignmentRow>
        title="Envanter Gönderimleri"
        endpoint={ASSIGNMENT}
        searchPlaceholder="Envanter adı ara"
        emptyText="Henüz gönderilmiş envanter yok."
        toolbar={
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setAdding(true)}>
            Yeni Gönderim
          </Button>
        }
        columns={[
          { title: 'Envanter', dataIndex: 'name' },
          {
            title: 'Kime',
            dataIndex: 'target',
            render: (v: AssignmentTarget, r) => r.schoolClassName ?? ASSIGNMENT_TARGET_LABELS[v],
          },
          { title: 'Başlangıç', dataIndex: 'opensOn', render: formatDay },
          { title: 'Bitiş', dataIndex: 'closesOn', render: formatDay },
          { title: 'Yanıtlayan', key: 'answered', render: (_: unknown, r) => `${r.answered} / ${r.total}` },
          {
            title: '',
            key: 'actions',
            align: 'right',
            render: (_: unknown, r) => (
              <Space>
                <Button size="small" onClick={() => setLinksOf(r.id)}>
                  Bağlantılar
                </Button>
                <Button size="small" disabled={r.answered === r.total} onClick={() => void remind(r.id)}>
                  Hatırlat (SMS)
                </Button>
              </Space>
            ),
          },
        ]}
      />
      <Suspense fallback={null}>
        {adding && <NewAssignmentDialog onClose={() => setAdding(false)} />}
        {linksOf && <LinkList id={linksOf} onClose={() => setLinksOf(null)} />}
      </Suspense>
    </>
  );
};
