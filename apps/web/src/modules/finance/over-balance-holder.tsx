import { Modal } from 'antd';
import type { HookAPI } from 'antd/es/modal/useModal';
import { useEffect } from 'react';

/** The confirmation dialogs' holder (over-balance.tsx loads it with the first confirmation). */
export const ConfirmHolder = ({ onReady }: { onReady: (modal: HookAPI) => void }) => {
  const [modal, holder] = Modal.useModal();
  useEffect(() => onReady(modal), [modal, onReady]);
  return holder;
};
