import { messageLevelLabels } from '@panel/shared/communications/announcements';
import { Badge, Card, Empty, List, Space, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { type OwnAnnouncement, useOwnAnnouncements } from '../../../app/auth/use-session-data';
import { useMarkAnnouncementRead } from './announcement.api';
import { AnnouncementBody } from './announcement-body';

const PAGE_SIZE = 10;

const levelColor: Record<OwnAnnouncement['level'], string> = {
  Info: 'blue',
  Warning: 'orange',
  Error: 'red',
  System: 'purple',
};

/** The signed-in user's announcements and system messages, newest first; opening one marks it read. */
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
          locale={{ emptyText: <Empty description="Size gönderilmiş bir mesaj yok." /> }}
          pagination={
            (data?._totalData ?? 0) > PAGE_SIZE
              ? { current: page, pageSize: PAGE_SIZE, total: data?._totalData ?? 0, onChange: setPage }
              : false
          }
          renderItem={(a) => (
            <List.Item
              onClick={() => toggle(a)}
              style={{ cursor: 'pointer' }}
              data-read={a.isRead ? 'true' : 'false'}
              aria-label={a.title}
            >
              <List.Item.Meta
                title={
                  <Space>
                    <Badge dot={!a.isRead} offset={[6, 0]}>
                      <span style={{ fontWeight: a.isRead ? 400 : 600 }}>{a.title}</span>
                    </Badge>
                    <Tag color={levelColor[a.level]}>{messageLevelLabels[a.level]}</Tag>
                    {a.isRead ? <Tag>Okundu</Tag> : <Tag color="gold">Okunmadı</Tag>}
                  </Space>
                }
                description={
                  <>
                    <div>{dayjs(a.publishOn).format('DD MMMM YYYY')}</div>
                    {open === a.id && <AnnouncementBody html={a.body} />}
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
