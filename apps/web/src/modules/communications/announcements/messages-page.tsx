import { Badge, Card, Empty, List, Typography } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { type OwnAnnouncement, useOwnAnnouncements } from '../../../app/auth/use-session-data';
import { useMarkAnnouncementRead } from './announcement.api';

const PAGE_SIZE = 10;

/** Own announcements; opening one marks it read. */
export const MessagesPage = () => {
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<string | null>(null);
  const { data, isLoading } = useOwnAnnouncements(page, PAGE_SIZE);
  const markRead = useMarkAnnouncementRead();

  const toggle = (a: OwnAnnouncement) => {
    setOpen(open === a.id ? null : a.id);
    if (!a.isRead) markRead.mutate(a.announcementDetailId);
  };

  return (
    <>
      <Typography.Title level={3} style={{ marginTop: 0 }}>
        Mesajlarım
      </Typography.Title>
      <Card>
        <List<OwnAnnouncement>
          loading={isLoading}
          dataSource={data?._data ?? []}
          locale={{ emptyText: <Empty description="Size gönderilmiş bir duyuru yok." /> }}
          pagination={
            (data?._totalData ?? 0) > PAGE_SIZE
              ? { current: page, pageSize: PAGE_SIZE, total: data?._totalData ?? 0, onChange: setPage }
              : false
          }
          renderItem={(a) => (
            <List.Item onClick={() => toggle(a)} style={{ cursor: 'pointer' }}>
              <List.Item.Meta
                title={
                  <Badge dot={!a.isRead} offset={[6, 0]}>
                    <span style={{ fontWeight: a.isRead ? 400 : 600 }}>{a.title}</span>
                  </Badge>
                }
                description={
                  <>
                    <div>{dayjs(a.createdAt).format('DD MMMM YYYY HH:mm')}</div>
                    {open === a.id && (
                      <div style={{ whiteSpace: 'pre-line', marginTop: 8, color: '#3f4254' }}>{a.body}</div>
                    )}
                  </>
                }
              />
            </List.Item>
          )}
        />
      </Card>
    </>
  );
};
