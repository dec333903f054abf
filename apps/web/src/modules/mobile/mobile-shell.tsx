import type { TMobileChild, TMobileMe } from '@panel/shared/mobile/contracts';
import { type CSSProperties, type ReactNode, useEffect, useState } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { forgetMe, loadMe, mobileApi, onMobileError, SIGN_IN_PATH, useMobileData } from './mobile-http';

export const colors = {
  primary: '#009EF7',
  muted: '#7e8299',
  line: '#eff2f5',
  danger: '#f1416c',
  ok: '#50cd89',
};

export const card: CSSProperties = {
  background: '#fff',
  borderRadius: 12,
  padding: 16,
  marginBottom: 12,
  boxShadow: '0 1px 3px rgba(0,0,0,0.06)',
};

const TABS = [
  ['lesson-program', 'Program'],
  ['teacher-list', 'Öğretmenler'],
  ['exam-results', 'Sınavlar'],
  ['attendance', 'Devam'],
  ['announcements', 'Duyurular'],
  ['balance', 'Ödemeler'],
] as const;

/** The page a path shows for a child: the last segment of /mobile/student/{id}/{page}. */
const pageOf = (pathname: string) => pathname.split('/').pop() ?? 'lesson-program';

const ChildSwitch = ({ me, current }: { me: TMobileMe; current: string }) => {
  const { pathname } = useLocation();
  if (me.children.length < 2) return null;
  return (
    <nav aria-label="Öğrenci seçimi" style={{ display: 'flex', gap: 8, overflowX: 'auto', marginTop: 10 }}>
      {me.children.map((child: TMobileChild) => (
        <Link
          key={child.id}
          to={`/mobile/student/${child.id}/${pageOf(pathname)}`}
          aria-current={child.id === current ? 'true' : undefined}
          style={{
            padding: '6px 14px',
            borderRadius: 16,
            whiteSpace: 'nowrap',
            textDecoration: 'none',
            fontWeight: 600,
            color: child.id === current ? '#fff' : colors.primary,
            background: child.id === current ? colors.primary : '#e8f6fe',
          }}
        >
          {child.firstName}
        </Link>
      ))}
    </nav>
  );
};

/**
 * The frame of every child page: who is signed in, the child switch (a parent with several
 * children), the page, and the tabs at the bottom within a thumb's reach. No UI kit.
 */
export const MobileShell = ({
  title,
  unread,
  children,
}: {
  title: string;
  /** The page's own fresher count (the announcements page after a read). */
  unread?: number;
  children: ReactNode;
}) => {
  const { student_id: studentId = '' } = useParams();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [error, setError] = useState<string | null>(null);
  const [me] = useMobileData(loadMe, 'me');
  useEffect(() => {
    onMobileError(setError);
    document.title = `${title} | Veli Paneli`;
  }, [title]);
  const signOut = async () => {
    await mobileApi.post('/mobileapi/sign-out').catch(() => {});
    forgetMe();
    navigate(SIGN_IN_PATH, { replace: true });
  };
  const child = me.status === 'done' ? me.data.children.find((c) => c.id === studentId) : undefined;
  return (
    <div
      style={{
        minHeight: '100vh',
        background: '#f5f8fa',
        fontFamily: 'system-ui, sans-serif',
        color: '#181c32',
      }}
    >
      <header style={{ background: '#fff', padding: '12px 16px', borderBottom: `1px solid ${colors.line}` }}>
        <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center' }}>
          <div>
            <h1 style={{ fontSize: 18, margin: 0 }}>{title}</h1>
            {child && (
              <div style={{ color: colors.muted, fontSize: 13 }}>
                {child.firstName} {child.lastName}
                {child.schoolClassName ? ` · ${child.schoolClassName}` : ''}
              </div>
            )}
          </div>
          <button
            type="button"
            onClick={signOut}
            style={{ border: 0, background: 'none', color: colors.primary, fontSize: 14, padding: 8 }}
          >
            Çıkış
          </button>
        </div>
        {me.status === 'done' && <ChildSwitch me={me.data} current={studentId} />}
      </header>
      {error && (
        <div role="alert" style={{ ...card, margin: 12, color: colors.danger }}>
          {error}
        </div>
      )}
      <main style={{ padding: 12, paddingBottom: 84 }}>{children}</main>
      <nav
        aria-label="Sayfalar"
        style={{
          position: 'fixed',
          bottom: 0,
          left: 0,
          right: 0,
          display: 'grid',
          gridTemplateColumns: `repeat(${TABS.length}, 1fr)`,
          background: '#fff',
          borderTop: `1px solid ${colors.line}`,
        }}
      >
        {TABS.map(([page, label]) => {
          const active = pageOf(pathname) === page;
          const count =
            page !== 'announcements'
              ? 0
              : (unread ?? (me.status === 'done' ? me.data.unreadAnnouncements : 0));
          return (
            <Link
              key={page}
              to={`/mobile/student/${studentId}/${page}`}
              aria-current={active ? 'page' : undefined}
              style={{
                padding: '12px 2px',
                textAlign: 'center',
                fontSize: 11,
                textDecoration: 'none',
                color: active ? colors.primary : colors.muted,
                fontWeight: active ? 700 : 500,
              }}
            >
              {label}
              {count > 0 && (
                <span
                  title={`${count} okunmamış duyuru`}
                  style={{
                    marginLeft: 2,
                    background: colors.danger,
                    color: '#fff',
                    borderRadius: 8,
                    padding: '0 5px',
                    fontSize: 10,
                  }}
                >
                  {count}
                </span>
              )}
            </Link>
          );
        })}
      </nav>
    </div>
  );
};

/** What a page shows while its one call runs, or when it failed. */
export const Pending = ({ notFound }: { notFound?: boolean }) => (
  <div style={{ ...card, color: colors.muted, textAlign: 'center' }}>
    {notFound === undefined ? 'Yükleniyor…' : notFound ? 'Kayıt bulunamadı.' : 'Bilgiler yüklenemedi.'}
  </div>
);

/** A whole page while its one call runs, or when it failed. */
export const PendingPage = ({
  title,
  state,
}: {
  title: string;
  state: { status: 'loading' } | { status: 'failed'; notFound: boolean };
}) => (
  <MobileShell title={title}>
    <Pending notFound={state.status === 'failed' ? state.notFound : undefined} />
  </MobileShell>
);

export const Empty = ({ text }: { text: string }) => (
  <div style={{ ...card, color: colors.muted, textAlign: 'center' }}>{text}</div>
);
