import type { TOverdueSmsInput } from '@panel/shared/sales/overdue';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../app/http';

export const OVERDUE = 'finance/overdue';
export const OVERDUE_REPORT = 'finance/report/overdue';
export const OVERDUE_CALL_LIST = 'finance/report/overdue-call-list';

/** Sends the overdue SMS; the http client shows its message, the screen its counts. */
export const useSendOverdueSms = () =>
  useMutation({
    mutationFn: (body: TOverdueSmsInput) => api.post('finance/overdue-sms', { body }),
  });
