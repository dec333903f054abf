import { InvoiceList } from './incoming-invoice-shared';

export const IncomingInvoiceListPage = () => <InvoiceList title="Gelen Faturalar" />;
