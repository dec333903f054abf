import { useChildData } from './mobile-http';
import { card, colors, Empty, MobileShell, PendingPage } from './mobile-shell';

/** The child's teachers with their majors, and how to reach the school. */
export const MobileTeacherListPage = () => {
  const [state] = useChildData('teacher-list');
  if (state.status !== 'done') return <PendingPage title="Öğretmenler" state={state} />;
  const { teachers, branch } = state.data;
  return (
    <MobileShell title="Öğretmenler">
      {teachers.length === 0 ? (
        <Empty text="Sınıfa henüz öğretmen atanmamış." />
      ) : (
        <ul style={{ ...card, listStyle: 'none', padding: '4px 16px' }} aria-label="Öğretmenler">
          {teachers.map((t) => (
            <li key={t.personnelId} style={{ padding: '10px 0', borderBottom: `1px solid ${colors.line}` }}>
              <div style={{ fontWeight: 600 }}>{t.teacherName}</div>
              <div style={{ color: colors.muted, fontSize: 13 }}>{t.majors.join(', ')}</div>
            </li>
          ))}
        </ul>
      )}
      <section style={card} aria-label="Okul iletişim">
        <h2 style={{ fontSize: 16, margin: '0 0 8px' }}>{branch.name}</h2>
        {branch.phone && (
          <div>
            Telefon: <a href={`tel:${branch.phone.replace(/[^\d+]/g, '')}`}>{branch.phone}</a>
          </div>
        )}
        {branch.email && (
          <div>
            E-posta: <a href={`mailto:${branch.email}`}>{branch.email}</a>
          </div>
        )}
        {branch.address && <div style={{ color: colors.muted, marginTop: 4 }}>{branch.address}</div>}
      </section>
    </MobileShell>
  );
};
