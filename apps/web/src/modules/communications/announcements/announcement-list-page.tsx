import { formatDay } from '@panel/shared/common/dates';
import {
  ANNOUNCEMENT_SORTS,
  type AnnouncementAudience,
  announcementTargetLabels,
  audienceLabels,
  type MessageLevel,
  messageLevelLabels,
  type TManageableAnnouncement,
} from '@panel/shared/communications/announcements';
import { ACTIONS } from '@panel/shared/permissions/keys';
import { Tag } from 'antd';
import { useCan } from '../../../app/auth/use-session-data';
import { ListPage } from '../../../components/list-page';
import { useDelete } from '../../../components/resource-api';
import { sortable, sortableDayColumn } from '../../../components/sortable-column';
import { rowActions } from '../../../components/table-columns';

type AnnouncementRow = TManageableAnnouncement;

export const ANNOUNCEMENT_LIST_PATH = '/education/student/announcement';

/** The announcements the account manages, newest first, ten a page, with how many read them. */
export const AnnouncementListPage = () => {
  const canManage = useCan(ACTIONS.communications.announcements);
  const remove = useDelete('announcement', ['announcement/manageable']);
  return (
    <ListPage<AnnouncementRow>
      title="Duyurular"
      endpoint="announcement/manageable"
      searchPlaceholder="Duyuru başlığı ara"
      emptyText="Henüz duyuru yok."
      addPath={canManage ? `${ANNOUNCEMENT_LIST_PATH}/add` : undefined}
      addLabel="Yeni Duyuru"
      columns={[
        { title: 'Başlık', dataIndex: 'title', ...sortable(ANNOUNCEMENT_SORTS, 'title') },
        {
          title: 'Hedef Kitle',
          dataIndex: 'audience',
          render: (v: AnnouncementAudience) => audienceLabels[v],
        },
        {
          title: 'Hedef',
          key: 'target',
          render: (_, r) =>
            `${announcementTargetLabels[r.targetKind]}${r.branchName ? ` (${r.branchName})` : ''}`,
        },
        {
          title: 'Önem',
          dataIndex: 'level',
          render: (v: MessageLevel) => (
            <Tag color={v === 'Info' ? 'blue' : v === 'Warning' ? 'orange' : 'red'}>
              {messageLevelLabels[v]}
            </Tag>
          ),
        },
        sortableDayColumn('Yayın', ANNOUNCEMENT_SORTS, 'publishOn'),
        {
          title: 'Bitiş',
          dataIndex: 'endsOn',
          ...sortable(ANNOUNCEMENT_SORTS, 'endsOn'),
          render: (v: string | null) => (v ? formatDay(v) : '-'),
        },
        {
          title: 'Okunma',
          key: 'reads',
          align: 'right',
          render: (_, r) => `${r.readCount} / ${r.recipientCount}`,
        },
        rowActions({
          canManage,
          editPath: (r) => `${ANNOUNCEMENT_LIST_PATH}/${r.id}`,
          onDelete: (r) => remove.mutateAsync(r.id),
        }),
      ]}
    />
  );
};
