import { ACTIONS } from '@panel/shared/permissions/keys';
import { Button, Card, Skeleton, Space, Typography } from 'antd';
import { Link, useParams } from 'react-router';
import { useCan } from '../../../app/auth/use-session-data';
import { LazyDocumentsTab as DocumentsTab } from '../../../components/lazy-documents-tab';
import { useRecord } from '../../../components/resource-api';
import { INCOMING, PAYMENT } from '../finance.api';
import {
  CancelPayableButton,
  type InvoiceDetail,
  InvoicePayments,
  InvoiceSummary,
} from './incoming-invoice-shared';

/** One incoming invoice: its amounts, payments, documents; cancel while nothing is paid. */
export const IncomingInvoiceDetailPage = () => {
  const { invoice_id: id } = useParams();
  const invoice = useRecord<InvoiceDetail>(`${INCOMING}/{id}`, id).data;
  const canPay = useCan(ACTIONS.finance.payments);
  if (!invoice || !id) return <Skeleton active />;
  return (
    <>
      <div className="page-title-row">
        <Typography.Title level={3} style={{ margin: 0 }}>
          {invoice.invoiceNo} Numaralı Gelen Fatura
        </Typography.Title>
        <Space>
          {canPay && invoice.open > 0 && (
            <Link to={`/${PAYMENT}/${invoice.id}`}>
              <Button type="primary">Öde</Button>
            </Link>
          )}
          {canPay && !invoice.cancelled && invoice.paid === 0 && (
            <CancelPayableButton
              title={`${invoice.invoiceNo} numaralı fatura iptal edilsin mi?`}
              url={`${INCOMING}/{id}/cancel`}
              id={invoice.id}
              note="Fatura ters kayıtla iptal edilir; cari kartın borcu eski haline döner."
            />
          )}
        </Space>
      </div>
      <Card style={{ marginBottom: 16 }}>
        <InvoiceSummary invoice={invoice} />
      </Card>
      <Card title="Ödemeler" style={{ marginBottom: 16 }}>
        <InvoicePayments invoice={invoice} />
      </Card>
      <Card title="Dokümanlar">
        <DocumentsTab
          ownerId={id}
          endpoint={`${INCOMING}/document`}
          manage={ACTIONS.finance.payments}
          emptyText="Bu faturaya henüz doküman yüklenmemiş."
        />
      </Card>
    </>
  );
};
