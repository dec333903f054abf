import { Modal } from 'antd';
import { readHttpError } from '../../api/http-client';

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
 * Render `modalHolder` inside the dialog or page.
 */
export const useOverBalanceConfirm = (text: ConfirmText) => {
  const [modal, modalHolder] = Modal.useModal();
  const confirmThen = (send: () => void) => modal.confirm({ ...text, cancelText: 'Vazgeç', onOk: send });
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
