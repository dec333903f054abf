import { EntryFormPage, EntryListPage, type EntryScreen } from '../entries/finance-entry-pages';
import { EXPENSE, EXPENSE_TYPE } from '../finance.api';

const EXPENSES: EntryScreen = {
  endpoint: EXPENSE,
  path: '/finance/expense',
  typeEndpoint: EXPENSE_TYPE,
  noun: 'Gider',
  plural: 'Giderler',
  typeLabel: 'Gider Türü',
  cashLabel: 'Kasadan ödendi',
  cardLabel: 'Cari karta borç yazıldı',
};

export const ExpenseListPage = () => <EntryListPage screen={EXPENSES} />;
export const ExpenseFormPage = () => <EntryFormPage screen={EXPENSES} />;
