import type { HookAPI } from 'antd/es/modal/useModal';
import { Suspense, useCallback, useRef, useState } from 'react';
import { readHttpError } from '../../api/http-client';
import { lazyNamed } from '../../components/lazy-named';

const ConfirmHolder = lazyNamed(() => import('./over-balance-holder'), 'ConfirmHolder');

/** The server refused a write that takes more than a cash book holds until the user confirms it. */
export const needsConfirmation = (error: unknown) => {
  const details = readHttpError(error).body?.details as { needsConfirmation?: boolean } | undefined;
  return !!details?.needsConfirmation;
};

/** What the confirmation says; its cancel button is always 'Vazgeç'. */
export type ConfirmText = { title: string; content: string; okText: string };

/**
 * Sending a write that may take more than a cash book holds. When the form already sees it
 * does, it asks before sending; otherwise it sends, and asks if the server says the balance
 * fell short meanwhile. A confirmed attempt is sent with `confirmed: true`.
 * Render `modalHolder` inside the dialog or page. The confirmation's dialog code loads with
 * the first confirmation asked for, not with the page.
 */
export const useOverBalanceConfirm = (text: ConfirmText) => {
  const modal = useRef<HookAPI | null>(null);
  const waiting = useRef<((m: HookAPI) => void)[]>([]);
  const [wanted, setWanted] = useState(false);
  const onReady = useCallback((m: HookAPI) => {
    modal.current = m;
    for (const show of waiting.current.splice(0)) show(m);
  }, []);
  const confirmThen = (send: () => void) => {
    const show = (m: HookAPI) => m.confirm({ ...text, cancelText: 'Vazgeç', onOk: send });
    if (modal.current) show(modal.current);
    else {
      waiting.current.push(show);
      setWanted(true);
    }
  };
  const modalHolder = wanted ? (
    <Suspense fallback={null}>
      <ConfirmHolder onReady={onReady} />
    </Suspense>
  ) : null;
  const submit = (
    overBalance: boolean,
    send: (confirmed: boolean, onError: (error: unknown) => void) => void,
  ) => {
    const attempt = (confirmed: boolean) =>
      send(confirmed, (error) => {
        if (!confirmed && needsConfirmation(error)) confirmThen(() => attempt(true));
      });
    if (overBalance) confirmThen(() => attempt(true));
    else attempt(false);
  };
  return { submit, modalHolder };
};
