import type { OverdueSmsResult, TOverdueSmsInput } from '@panel/shared/sales/overdue';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../app/http';
import { usePagedList } from '../../../components/resource-api';
import type { ListParams } from '../../../components/use-list-params';

export const OVERDUE = 'finance/overdue';
export const OVERDUE_REPORT = 'finance/report/overdue';
export const OVERDUE_CALL_LIST = 'finance/report/overdue-call-list';

/**
 * The totals the server sends with the page a ListPage of `endpoint` shows: the same
 * query key, so it is read from the same cache entry, not fetched twice.
 */
export const usePageTotals = <T>(endpoint: string, params: ListParams & Record<string, unknown>) =>
  (usePagedList<unknown>(endpoint, params).data as { totals?: T } | undefined)?.totals;

/** Sends the overdue SMS; the http client shows its message, the screen its counts. */
export const useSendOverdueSms = () =>
  useMutation({
    mutationFn: (body: TOverdueSmsInput) => api.post<OverdueSmsResult>('finance/overdue-sms', body),
  });
