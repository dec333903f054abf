import { z } from 'zod';
import { ACTIONS, type ActionKey } from './keys';

/** Dashboard widgets as data: GET widget/user answers those the account may see. */
export type Widget = { id: string; title: string; action: ActionKey; needsAccount?: boolean };

export const WIDGETS: readonly Widget[] = [
  { id: 'active-account', title: 'Aktif Hesap', action: ACTIONS.self.dashboard, needsAccount: true },
  { id: 'unread-announcements', title: 'Okunmamış Duyurular', action: ACTIONS.self.announcements },
  { id: 'today-collections', title: 'Bugünkü Tahsilatlar', action: ACTIONS.sales.view },
  { id: 'overdue-total', title: 'Gecikmiş Ödemeler', action: ACTIONS.sales.view },
  { id: 'cash-book-balances', title: 'Kasa Bakiyeleri', action: ACTIONS.finance.view },
];

export const ZWidgetSchema = z.object({
  id: z.string(),
  title: z.string(),
  action: z.string(),
  needsAccount: z.boolean().optional(),
});
