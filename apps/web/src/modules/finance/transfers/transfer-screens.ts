import { ACCOUNT_VIRMAN, BRANCH_VIRMAN } from '../finance.api';

export type Kind = 'Account' | 'Branch';
export const SCREENS = {
  Account: {
    endpoint: ACCOUNT_VIRMAN,
    title: 'Hesap Virmanı',
    plural: 'Hesap Virmanları',
    noun: 'Hesap virmanı',
  },
  Branch: { endpoint: BRANCH_VIRMAN, title: 'Şube Virmanı', plural: 'Şube Virmanları', noun: 'Şube virmanı' },
} as const;
