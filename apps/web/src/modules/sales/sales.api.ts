import type {
  InstallmentRow,
  TAccountMovement,
  TCollectionDetail,
  TCollectionRow,
  TOrderDetail,
  TOrderInstallment,
  TOrderItem,
} from '@panel/shared/sales/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiPath } from '../../api/api-paths';
import { api } from '../../app/http';

/** Every sale endpoint's cache key starts with one of these, so a write refreshes them all. */
export const ORDERS = 'student-order';
export const COLLECTIONS = 'finance/collection';
export const CASH_BOOK_LIST = 'finance/cash-book/list';

export const salePath = (studentId: string, orderId?: string) =>
  `/education/student/${studentId}/sale${orderId ? `/${orderId}` : ''}`;

/** What the sale screens read: the API's declared answers (packages/shared/src/sales/contracts.ts). */
export type OrderItem = TOrderItem;
export type OrderInstallment = TOrderInstallment;
export type OrderDetail = TOrderDetail;
export type OpenInstallment = InstallmentRow;
export type CollectionRow = TCollectionRow;
export type CollectionDetail = TCollectionDetail;
export type AccountMovement = TAccountMovement;

export const useStudentOrders = (studentId: string) =>
  useQuery({
    queryKey: [ORDERS, 'student', studentId],
    queryFn: () => api.get('student-order/student/{id}', { path: { id: studentId } }),
  });

export const useOrder = (orderId: string | undefined) =>
  useQuery({
    queryKey: [ORDERS, 'detail', orderId],
    queryFn: () => api.get('student-order/{id}', { path: { id: orderId ?? '' } }),
    enabled: !!orderId,
  });

export const useStudentAccount = (studentId: string | undefined) =>
  useQuery({
    queryKey: [ORDERS, 'account', studentId],
    queryFn: () => api.get('student/{id}/account', { path: { id: studentId ?? '' } }),
    enabled: !!studentId,
  });

export const useAccountMovements = (studentId: string, page: number) =>
  useQuery({
    queryKey: [ORDERS, 'movements', studentId, page],
    queryFn: () =>
      api.get('student/{id}/account/movements', {
        path: { id: studentId },
        query: { _pageNumber: page, _pageSize: 10 },
      }),
  });

export const useOpenInstallments = (studentId: string | undefined) =>
  useQuery({
    queryKey: [ORDERS, 'open', studentId],
    queryFn: () => api.get('student-order/student/{id}/open-installments', { path: { id: studentId ?? '' } }),
    enabled: !!studentId,
  });

/** A write that changes money: afterwards every order, account and collection view reloads, and `affects`. */
export const useMoneyWrite = <V, R = { message?: string }>(
  write: (values: V) => Promise<R>,
  affects: ApiPath[] = [],
) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: () =>
      Promise.all(
        [ORDERS, COLLECTIONS, ...affects].map((key) => client.invalidateQueries({ queryKey: [key] })),
      ),
  });
};
