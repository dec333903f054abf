import { BellOutlined } from '@ant-design/icons';
import { Badge, Button, Dropdown, Empty } from 'antd';
import { useNavigate } from 'react-router';
import { useMarkAnnouncementRead } from '../../modules/communications/announcements/announcement.api';
import { useOwnAnnouncements } from '../auth/use-session-data';

/** Own announcements with the unread count (SPEC 4: marking read lowers it, never below zero). */
export const AnnouncementBell = () => {
  const { data } = useOwnAnnouncements(1, 5);
  const markRead = useMarkAnnouncementRead();
  const navigate = useNavigate();
  const unread = data?._unreadCount ?? 0;
  const items = data?._data ?? [];
  return (
    <Dropdown
      trigger={['click']}
      popupRender={(menu) =>
        items.length === 0 ? (
          <div className="dropdown-empty">
            <Empty description="Duyuru yok" />
          </div>
        ) : (
          menu
        )
      }
      menu={{
        items: [
          ...items.map((a) => ({
            key: a.announcementDetailId,
            label: <span style={{ fontWeight: a.isRead ? 400 : 600 }}>{a.title}</span>,
          })),
          { type: 'divider' as const },
          { key: 'all', label: 'Tüm mesajlar' },
        ],
        onClick: ({ key }) => {
          const item = items.find((a) => a.announcementDetailId === key);
          if (item && !item.isRead) markRead.mutate(item.announcementDetailId);
          navigate('/messages');
        },
      }}
    >
      <Button type="text" className="header-button" aria-label={`Duyurular, ${unread} okunmamış`}>
        <Badge count={unread} size="small" offset={[4, -2]}>
          <BellOutlined style={{ color: 'inherit', fontSize: 18 }} />
        </Badge>
      </Button>
    </Dropdown>
  );
};
