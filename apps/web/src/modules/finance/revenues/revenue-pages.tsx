import { EntryFormPage, EntryListPage, type EntryScreen } from '../entries/finance-entry-pages';
import { REVENUE, REVENUE_TYPE } from '../finance.api';

const REVENUES: EntryScreen = {
  endpoint: REVENUE,
  path: '/finance/revenue',
  typeEndpoint: REVENUE_TYPE,
  noun: 'Gelir',
  plural: 'Gelirler',
  typeLabel: 'Gelir Türü',
  cashLabel: 'Kasaya alındı',
  cardLabel: 'Cari karta alacak yazıldı',
};

export const RevenueListPage = () => <EntryListPage screen={REVENUES} />;
export const RevenueFormPage = () => <EntryFormPage screen={REVENUES} />;
