import { formatDay } from '@panel/shared/common/dates';
import { useChildData } from './mobile-http';
import { card, colors, Empty, MobileShell, Pending } from './mobile-shell';

const Figure = ({ label, value, tone }: { label: string; value: number; tone?: string }) => (
  <div style={{ textAlign: 'center' }}>
    <div style={{ fontSize: 22, fontWeight: 700, color: tone }}>{value}</div>
    <div style={{ fontSize: 12, color: colors.muted }}>{label}</div>
  </div>
);

/** The child's roll call this term: the totals, then each week's lessons and absences. */
export const MobileAttendancePage = () => {
  const [state] = useChildData('attendance');
  return (
    <MobileShell title="Devamsızlık">
      {state.status === 'done' && state.data.term && (
        <p style={{ margin: '0 0 12px', color: colors.muted }}>
          {state.data.term.name}: {formatDay(state.data.term.startsOn)} – {formatDay(state.data.term.endsOn)}
        </p>
      )}
      {state.status !== 'done' ? (
        <Pending notFound={state.status === 'failed' ? state.notFound : undefined} />
      ) : state.data.totals.held === 0 ? (
        <Empty text="Bu dönem henüz yoklama alınmamış." />
      ) : (
        <>
          <section
            style={{ ...card, display: 'grid', gridTemplateColumns: 'repeat(4, 1fr)' }}
            aria-label="Özet"
          >
            <Figure label="Ders" value={state.data.totals.held} />
            <Figure label="Devamsız" value={state.data.totals.absent} tone={colors.danger} />
            <Figure label="Geç" value={state.data.totals.late} />
            <Figure label="İzinli" value={state.data.totals.excused} />
          </section>
          <section style={card} aria-label="Haftalar">
            {state.data.weeks.map((w) => (
              <div
                key={w.week}
                style={{
                  display: 'flex',
                  justifyContent: 'space-between',
                  padding: '8px 0',
                  borderTop: `1px solid ${colors.line}`,
                }}
              >
                <span>{formatDay(w.week)} haftası</span>
                <span style={{ color: w.absent > 0 ? colors.danger : colors.muted }}>
                  {w.absent} devamsız / {w.held} ders
                </span>
              </div>
            ))}
          </section>
        </>
      )}
    </MobileShell>
  );
};
