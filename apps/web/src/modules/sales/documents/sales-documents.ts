import { openPdf } from '../../../components/download';

/** The collection's receipt (makbuz) in a new tab. */
export const openReceipt = (collectionId: string) =>
  openPdf('finance/collection/{id}/receipt', { path: { id: collectionId } });

/** The sale contract (satış sözleşmesi) in a new tab. */
export const openContract = (orderId: string) =>
  openPdf('student-order/{id}/contract', { path: { id: orderId } });

/** The sale's payment plan in a new tab. */
export const openPaymentPlan = (orderId: string) =>
  openPdf('student-order/{id}/payment-plan/pdf', { path: { id: orderId } });
