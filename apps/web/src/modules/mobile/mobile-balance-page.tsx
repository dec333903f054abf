import { formatDay } from '@panel/shared/common/dates';
import { formatMoney } from '@panel/shared/common/money';
import { useChildData } from './mobile-http';
import { card, colors, MobileShell, PendingPage } from './mobile-shell';

/** The student account's balance and the next installments due: read-only, the panel's figures. */
export const MobileBalancePage = () => {
  const [state] = useChildData('balance');
  if (state.status !== 'done') return <PendingPage title="Ödemeler" state={state} />;
  const { balance, overdue, installments } = state.data;
  return (
    <MobileShell title="Ödemeler">
      <section style={card} aria-label="Bakiye">
        <div style={{ color: colors.muted, fontSize: 13 }}>Bakiye</div>
        <div style={{ fontSize: 26, fontWeight: 700 }} data-testid="mobile-balance">
          {formatMoney(balance)}
        </div>
        {overdue > 0 && <div style={{ color: colors.danger }}>Gecikmiş: {formatMoney(overdue)}</div>}
      </section>
      <section style={card} aria-label="Yaklaşan taksitler">
        <h2 style={{ fontSize: 16, margin: '0 0 8px' }}>Yaklaşan Taksitler</h2>
        {installments.length === 0 ? (
          <div style={{ color: colors.muted }}>Ödenmemiş taksit yok.</div>
        ) : (
          installments.map((i) => (
            <div
              key={`${i.orderNo}-${i.no}`}
              style={{
                display: 'flex',
                justifyContent: 'space-between',
                padding: '8px 0',
                borderTop: `1px solid ${colors.line}`,
              }}
            >
              <span>
                {formatDay(i.dueDate)}
                <span style={{ color: colors.muted, fontSize: 12 }}> · {i.no}. taksit</span>
              </span>
              <strong>{formatMoney(i.remaining)}</strong>
            </div>
          ))
        )}
      </section>
    </MobileShell>
  );
};
