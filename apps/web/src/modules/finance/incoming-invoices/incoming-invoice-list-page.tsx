import { InvoiceList } from './invoice-list';

export const IncomingInvoiceListPage = () => <InvoiceList title="Gelen Faturalar" />;
