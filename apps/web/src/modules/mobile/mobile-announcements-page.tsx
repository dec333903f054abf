import { formatDay } from '@panel/shared/common/dates';
import { useParams } from 'react-router';
import { AnnouncementBody } from '../communications/announcements/announcement-body';
import { mobileApi, useMobileData } from './mobile-http';
import { card, colors, Empty, MobileShell, Pending } from './mobile-shell';

/** The user's announcements with their read state; opening an unread one marks it read. */
export const MobileAnnouncementsPage = () => {
  const { student_id: studentId = '' } = useParams();
  const [state, setState] = useMobileData(() => mobileApi.get('/mobileapi/announcements'), 'announcements');

  const read = async (detailId: string) => {
    if (state.status !== 'done') return;
    const { unread } = await mobileApi.post('/mobileapi/announcements/{detail_id}/read', {
      path: { detail_id: detailId },
    });
    setState({
      status: 'done',
      data: {
        unread,
        announcements: state.data.announcements.map((a) =>
          a.announcementDetailId === detailId ? { ...a, isRead: true } : a,
        ),
      },
    });
  };

  return (
    <MobileShell title="Duyurular" unread={state.status === 'done' ? state.data.unread : undefined}>
      {state.status !== 'done' ? (
        <Pending notFound={state.status === 'failed' ? state.notFound : undefined} />
      ) : (
        <>
          <p style={{ margin: '0 4px 10px', color: colors.muted }} data-student={studentId}>
            {state.data.unread} okunmamış duyuru
          </p>
          {state.data.announcements.length === 0 ? (
            <Empty text="Duyuru yok." />
          ) : (
            state.data.announcements.map((a) => (
              <details
                key={a.announcementDetailId}
                style={{ ...card, borderLeft: a.isRead ? undefined : `4px solid ${colors.primary}` }}
                onToggle={(e) => {
                  if (e.currentTarget.open && !a.isRead) void read(a.announcementDetailId);
                }}
              >
                <summary style={{ cursor: 'pointer', fontWeight: a.isRead ? 500 : 700 }}>
                  {a.title}
                  <span style={{ display: 'block', fontSize: 12, color: colors.muted, fontWeight: 400 }}>
                    {formatDay(a.publishOn)}
                    {a.isRead ? '' : ' · Okunmadı'}
                  </span>
                </summary>
                <AnnouncementBody html={a.body} />
              </details>
            ))
          )}
        </>
      )}
    </MobileShell>
  );
};
