import type { Paged } from '@panel/shared/common/pagination';
import type { InstallmentRow, StudentAccount, StudentOrderSummary } from '@panel/shared/sales/contracts';
import type { PaymentMethod } from '@panel/shared/sales/enums';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiPath } from '../../api/api-paths';
import { api } from '../../app/http';

/** Every sale endpoint's cache key starts with one of these, so a write refreshes them all. */
export const ORDERS = 'student-order';
export const COLLECTIONS = 'finance/collection';
export const CASH_BOOK_LIST = 'finance/cash-book/list';

export const salePath = (studentId: string, orderId?: string) =>
  `/education/student/${studentId}/sale${orderId ? `/${orderId}` : ''}`;

export type OrderItem = {
  id: string;
  name: string;
  itemKind: string;
  quantity: number;
  unitPrice: number;
  vatRate: number;
  gross: number;
  discountKind: string | null;
  discountValue: number | null;
  /** The line's own discount (typed on the line) and its share of the order's discount. */
  lineDiscount: number;
  orderDiscount: number;
  discount: number;
  net: number;
  vat: number;
};

export type OrderInstallment = InstallmentRow & {
  payments: { collectionId: string; receiptNo: string; paidOn: string; amount: number; cancelled: boolean }[];
};

export type OrderDetail = StudentOrderSummary & {
  studentId: string;
  studentNo: number;
  studentName: string;
  semesterId: string | null;
  paymentPersonId: string | null;
  discountKind: string | null;
  discountValue: number | null;
  vat: number;
  note: string | null;
  cancelReason: string | null;
  items: OrderItem[];
  installments: OrderInstallment[];
};

export type OpenInstallment = InstallmentRow & { branchId: string };

export type CollectionRow = {
  id: string;
  branchId: string;
  receiptNo: string;
  studentId: string;
  studentNo: number;
  studentName: string;
  cashBookId: string;
  cashBookName: string;
  method: PaymentMethod;
  amount: number;
  paidOn: string;
  note: string | null;
  cancelled: boolean;
  cancelReason: string | null;
};

export type CollectionDetail = CollectionRow & {
  allocations: { installmentId: string; orderNo: number; no: number; dueDate: string; amount: number }[];
  verifyPath: string | null;
};

export type AccountMovement = {
  id: string;
  occurredOn: string;
  kind: string;
  description: string;
  amount: number;
  balance: number;
};

export const useStudentOrders = (studentId: string) =>
  useQuery({
    queryKey: [ORDERS, 'student', studentId],
    queryFn: () =>
      api.get('student-order/student/{id}', { path: { id: studentId } }) as Promise<StudentOrderSummary[]>,
  });

export const useOrder = (orderId: string | undefined) =>
  useQuery({
    queryKey: [ORDERS, 'detail', orderId],
    queryFn: () => api.get('student-order/{id}', { path: { id: orderId ?? '' } }) as Promise<OrderDetail>,
    enabled: !!orderId,
  });

export const useStudentAccount = (studentId: string | undefined) =>
  useQuery({
    queryKey: [ORDERS, 'account', studentId],
    queryFn: () =>
      api.get('student/{id}/account', { path: { id: studentId ?? '' } }) as Promise<StudentAccount>,
    enabled: !!studentId,
  });

export const useAccountMovements = (studentId: string, page: number) =>
  useQuery({
    queryKey: [ORDERS, 'movements', studentId, page],
    queryFn: () =>
      api.get('student/{id}/account/movements', {
        path: { id: studentId },
        query: { _pageNumber: page, _pageSize: 10 },
      }) as Promise<Paged<AccountMovement>>,
  });

export const useOpenInstallments = (studentId: string | undefined) =>
  useQuery({
    queryKey: [ORDERS, 'open', studentId],
    queryFn: () =>
      api.get('student-order/student/{id}/open-installments', { path: { id: studentId ?? '' } }) as Promise<
        OpenInstallment[]
      >,
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
