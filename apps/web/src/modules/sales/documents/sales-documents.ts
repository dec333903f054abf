import { openPdf } from '../../../components/download';
import { COLLECTIONS, ORDERS } from '../sales.api';

/** The collection's receipt (makbuz) in a new tab. */
export const openReceipt = (collectionId: string) => openPdf(`${COLLECTIONS}/${collectionId}/receipt`);

/** The sale contract (satış sözleşmesi) in a new tab. */
export const openContract = (orderId: string) => openPdf(`${ORDERS}/${orderId}/contract`);

/** The sale's payment plan in a new tab. */
export const openPaymentPlan = (orderId: string) => openPdf(`${ORDERS}/${orderId}/payment-plan/pdf`);
