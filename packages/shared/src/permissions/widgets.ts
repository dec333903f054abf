import { z } from 'zod';
import { ACTIONS, type ActionKey } from './keys';

/**
 * Dashboard widgets as data: GET widget/user answers those the account may see, which are
 * those the permission screens grant it and whose action it holds.
 */
export type Widget = { id: string; title: string; action: ActionKey; needsAccount?: boolean };

export const WIDGETS: readonly Widget[] = [
  { id: 'active-account', title: 'Aktif Hesap', action: ACTIONS.self.dashboard, needsAccount: true },
  { id: 'quick-actions', title: 'Hızlı İşlemler', action: ACTIONS.self.dashboard },
  { id: 'unread-announcements', title: 'Okunmamış Duyurular', action: ACTIONS.self.announcements },
  { id: 'student-registrations', title: 'Öğrenci ve Kayıtlar', action: ACTIONS.students.view },
  { id: 'installments-due', title: 'Taksit Tahsilatı', action: ACTIONS.sales.view },
  { id: 'today-collections', title: 'Bugünkü Tahsilatlar', action: ACTIONS.sales.view },
  { id: 'overdue-total', title: 'Gecikmiş Ödemeler', action: ACTIONS.sales.view },
  { id: 'cash-book-balances', title: 'Kasa Bakiyeleri', action: ACTIONS.finance.view },
  { id: 'rollcall-not-taken', title: 'Alınmayan Yoklamalar', action: ACTIONS.education.rollcallTake },
  { id: 'absences-today', title: 'Bugünkü Devamsızlık', action: ACTIONS.education.reports },
  { id: 'registrations-week', title: 'Bu Haftaki Kayıtlar', action: ACTIONS.students.view },
  { id: 'crm-follow-ups', title: 'Bugünkü Aday Görüşmeleri', action: ACTIONS.crm.view },
  { id: 'last-exam-average', title: 'Son Sınav Ortalaması', action: ACTIONS.exams.results },
  // A license is a branch's: those who manage branches see how long theirs has left.
  { id: 'license-days', title: 'Lisans Süresi', action: ACTIONS.general.branchesManage },
];

export const ZWidgetSchema = z.object({
  id: z.string(),
  title: z.string(),
  action: z.string(),
  needsAccount: z.boolean().optional(),
});
