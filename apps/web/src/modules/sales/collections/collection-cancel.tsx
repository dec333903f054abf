import { CancelButton } from '../../finance/cancel-dialog';
import { COLLECTIONS, ORDERS } from '../sales.api';

/**
 * Payment cancellation: asks why, then reverses the collection (the record stays, marked).
 * The dialog loads on the first click.
 */
export const CancelCollectionButton = ({ id, receiptNo }: { id: string; receiptNo: string }) => (
  <CancelButton
    title={`${receiptNo} numaralı tahsilat iptal edilsin mi?`}
    note="Tahsilat ters kayıtla iptal edilir; ödediği taksitler yeniden açık olur."
    okText="Tahsilatı İptal Et"
    url="finance/collection/{id}/cancel"
    id={id}
    refreshes={[ORDERS, COLLECTIONS]}
  />
);
