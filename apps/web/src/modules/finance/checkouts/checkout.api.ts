import { CASH_BOOK, useRefreshingWrite } from '../finance.api';

export const CHECKOUT = 'finance/checkout';
export const POS_CASH_OUT = 'finance/checkout/pos-cash-out';

/** What a write on this screen changes: the counts, the cash-outs and every cash book balance. */
export const CHECKOUT_LISTS = [CHECKOUT, POS_CASH_OUT, CASH_BOOK] as const;
export const useCheckoutWrite = <V, R = { message?: string }>(write: (values: V) => Promise<R>) =>
  useRefreshingWrite(CHECKOUT_LISTS, write);
