import { formatDay } from '@panel/shared/common/dates';
import { formatMoney } from '@panel/shared/common/money';
import { type CSSProperties, useEffect, useState } from 'react';
import { useParams } from 'react-router';
import { AuthCard } from '../../auth/auth-card';
import { Result, Spin } from './verify-outcome';

type Verification =
  | {
      valid: true;
      kind: string;
      kindLabel: string;
      institution: string;
      issuedOn: string;
      amount: number;
      personName: string;
      cancelled: boolean;
    }
  | { valid: false };

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
      {state.status === 'done' && state.result.valid && (
        <div
          style={{
            border: '1px solid #b7eb8f',
            background: '#f6ffed',
            borderRadius: 8,
            padding: '0 16px 8px',
          }}
        >
          <Result
            status="success"
            title="Belge doğrulandı"
            subTitle={`Bu ${state.result.kindLabel.toLocaleLowerCase('tr')} ${state.result.institution} tarafından düzenlenmiştir.`}
            style={{ padding: '24px 0 8px' }}
          />
          {state.result.cancelled && (
            <div
              role="alert"
              style={{
                color: '#cf1322',
                background: '#fff2f0',
                border: '1px solid #ffccc7',
                borderRadius: 6,
                padding: '8px 12px',
                fontWeight: 600,
                textAlign: 'center',
                marginBottom: 8,
              }}
            >
              Bu belge iptal edilmiştir.
            </div>
          )}
          <dl style={{ margin: 0 }}>
            <Field label="Belge Türü" value={state.result.kindLabel} />
            <Field label="Kurum" value={state.result.institution} />
            <Field label="Düzenlenme Tarihi" value={formatDay(state.result.issuedOn)} />
            <Field label="Kişi" value={state.result.personName} />
            <Field label="Tutar" value={formatMoney(state.result.amount)} />
          </dl>
        </div>
      )}
    </AuthCard>
  );
};
