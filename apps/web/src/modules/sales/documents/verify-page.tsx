import { formatDay } from '@panel/shared/common/dates';
import { formatMoney } from '@panel/shared/common/money';
import type { TVerification } from '@panel/shared/sales/contracts';
import { type CSSProperties, useEffect, useState } from 'react';
import { useParams } from 'react-router';
import { AuthCard } from '../../auth/auth-card';
import { Result, Spin } from './verify-outcome';

/** What the anonymous verify call answers (GET verify/{acpId}/{code}). */
type Verification = TVerification;

type State = { status: 'loading' } | { status: 'done'; result: Verification } | { status: 'failed' };

/**
 * Plain fetch, not the app's client: whoever scans the QR code is usually not signed in,
 * and a stale token in this browser must not send them to the sign-in page.
 */
const fetchVerification = async (acpId: string, code: string, signal: AbortSignal): Promise<Verification> => {
  const res = await fetch(`/api/verify/${encodeURIComponent(acpId)}/${encodeURIComponent(code)}`, {
    headers: { Accept: 'application/json' },
    credentials: 'omit',
    signal,
  });
  if (!res.ok) throw new Error(`verify answered ${res.status}`);
  return (await res.json()) as Verification;
};

const rowStyle: CSSProperties = {
  display: 'flex',
  justifyContent: 'space-between',
  gap: 12,
  padding: '10px 0',
  borderBottom: '1px solid #f0f0f0',
  flexWrap: 'wrap',
};

const Field = ({ label, value }: { label: string; value: string }) => (
  <div style={rowStyle}>
    <dt style={{ color: '#7e8299' }}>{label}</dt>
    <dd style={{ margin: 0, fontWeight: 600, textAlign: 'right', overflowWrap: 'anywhere' }}>{value}</dd>
  </div>
);

type Valid = Extract<Verification, { valid: true }>;

/**
 * A genuine document: green with a tick while it stands; once cancelled, the headline is
 * the cancellation, in red with its day, so nobody takes the paper for a valid one.
 */
const Verified = ({ result }: { result: Valid }) => {
  const cancelled = result.cancelled;
  return (
    <div
      role={cancelled ? 'alert' : undefined}
      style={{
        border: `1px solid ${cancelled ? '#ffccc7' : '#b7eb8f'}`,
        background: cancelled ? '#fff2f0' : '#f6ffed',
        borderRadius: 8,
        padding: '0 16px 8px',
      }}
    >
      {cancelled ? (
        <Result
          status="error"
          title="İptal edilmiş belge"
          subTitle={`Bu ${result.kindLabel.toLocaleLowerCase('tr')} ${result.institution} tarafından ${formatDay(result.cancelledOn)} tarihinde iptal edilmiştir; geçerli değildir.`}
          style={{ padding: '24px 0 8px' }}
        />
      ) : (
        <Result
          status="success"
          title="Belge doğrulandı"
          subTitle={`Bu ${result.kindLabel.toLocaleLowerCase('tr')} ${result.institution} tarafından düzenlenmiştir.`}
          style={{ padding: '24px 0 8px' }}
        />
      )}
      <dl style={{ margin: 0 }}>
        <Field label="Belge Türü" value={result.kindLabel} />
        {result.number && <Field label="Belge No" value={result.number} />}
        <Field label="Kurum" value={result.institution} />
        <Field label="Düzenlenme Tarihi" value={formatDay(result.issuedOn)} />
        {cancelled && <Field label="İptal Tarihi" value={formatDay(result.cancelledOn)} />}
        <Field label="Kişi" value={result.personName} />
        <Field label="Tutar" value={formatMoney(result.amount)} />
      </dl>
    </div>
  );
};

export const VerifyPage = () => {
  const { acpId = '', iId = '' } = useParams();
  const [state, setState] = useState<State>({ status: 'loading' });

  useEffect(() => {
    const abort = new AbortController();
    setState({ status: 'loading' });
    fetchVerification(acpId, iId, abort.signal)
      .then((result) => setState({ status: 'done', result }))
      .catch(() => {
        if (!abort.signal.aborted) setState({ status: 'failed' });
      });
    return () => abort.abort();
  }, [acpId, iId]);

  return (
    <AuthCard title="Belge Doğrulama">
      {state.status === 'loading' && (
        <div style={{ textAlign: 'center', padding: 32 }}>
          <Spin size="large" />
        </div>
      )}
      {state.status === 'failed' && (
        <Result
          status="warning"
          title="Doğrulama yapılamadı"
          subTitle="Şu anda belgeyi kontrol edemiyoruz. Lütfen biraz sonra yeniden deneyin."
        />
      )}
      {state.status === 'done' && !state.result.valid && (
        <div role="alert" style={{ border: '1px solid #ffccc7', background: '#fff2f0', borderRadius: 8 }}>
          <Result
            status="error"
            title="Bu belge doğrulanamadı"
            subTitle="Bu bağlantıya ait bir belge bulunamadı. Belgeyi düzenleyen kurumla iletişime geçin."
          />
        </div>
      )}
      {state.status === 'done' && state.result.valid && <Verified result={state.result} />}
    </AuthCard>
  );
};
