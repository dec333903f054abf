import { LinkOutlined, PlusOutlined } from '@ant-design/icons';
import {
  ASSESSMENT_ASSIGNMENT_SORTS,
  EXTERNAL_TARGET,
  SENDING_TARGET_LABELS,
  type TAssignmentRow,
} from '@panel/shared/assessments/contracts';
import { Button, Space } from 'antd';
import { Suspense, useState } from 'react';
import { api } from '../../app/http';
import { followReport } from '../../components/download';
import { lazyNamed } from '../../components/lazy-named';
import { ListPage } from '../../components/list-page';
import { useRefresh } from '../../components/resource-api';
import { sortable, sortableDayColumn } from '../../components/sortable-column';
import { actionsColumn } from '../../components/table-columns';

const ASSIGNMENT = 'education/student/assessment-assignment';

// The dialogs load when one is first opened: the list does not carry the form library, the date picker and the modal.
const loadDialogs = () => import('./assessment-assignment-dialogs');
const NewSendingDialog = lazyNamed(loadDialogs, 'NewSendingDialog');
const ExternalLinkDialog = lazyNamed(loadDialogs, 'ExternalLinkDialog');
const LinkListDialog = lazyNamed(loadDialogs, 'LinkListDialog');

type SendingTarget = keyof typeof SENDING_TARGET_LABELS;
type AssignmentRow = TAssignmentRow;
export const AssessmentAssignmentPage = () => {
  const [adding, setAdding] = useState(false);
  const [sharing, setSharing] = useState(false);
  const [linksOf, setLinksOf] = useState<string | null>(null);
  const refresh = useRefresh([ASSIGNMENT]);
  const remind = async (id: string) => {
    followReport(await api.post(`${ASSIGNMENT}/remind`, { body: { assignmentId: id, sms: 'Parent' } }));
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
          <Space>
            <Button icon={<LinkOutlined />} onClick={() => setSharing(true)}>
              Dış Katılımcı Bağlantısı
            </Button>
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setAdding(true)}>
              Yeni Gönderim
            </Button>
          </Space>
        }
        columns={[
          { title: 'Envanter', dataIndex: 'name', ...sortable(ASSESSMENT_ASSIGNMENT_SORTS, 'name') },
          {
            title: 'Kime',
            dataIndex: 'target',
            render: (v: SendingTarget, r) => r.schoolClassName ?? SENDING_TARGET_LABELS[v],
          },
          sortableDayColumn('Başlangıç', ASSESSMENT_ASSIGNMENT_SORTS, 'opensOn'),
          sortableDayColumn('Bitiş', ASSESSMENT_ASSIGNMENT_SORTS, 'closesOn'),
          { title: 'Yanıtlayan', key: 'answered', render: (_: unknown, r) => `${r.answered} / ${r.total}` },
          actionsColumn<AssignmentRow>((r) => (
            <Space>
              <Button size="small" onClick={() => setLinksOf(r.id)}>
                Bağlantılar
              </Button>
              <Button
                size="small"
                disabled={r.target === EXTERNAL_TARGET || r.answered === r.total}
                onClick={() => void remind(r.id)}
              >
                Hatırlat (SMS)
              </Button>
            </Space>
          )),
        ]}
      />
      <Suspense fallback={null}>
        {adding && <NewSendingDialog onClose={() => setAdding(false)} />}
        {sharing && <ExternalLinkDialog onClose={() => setSharing(false)} />}
        {linksOf && <LinkListDialog id={linksOf} onClose={() => setLinksOf(null)} />}
      </Suspense>
    </>
  );
};
