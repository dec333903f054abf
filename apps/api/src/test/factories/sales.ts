import type { FastifyInstance } from 'fastify';
import { call } from './education';

type OneItemSale = {
  studentId: string;
  semesterId?: string;
  /** The item's name, as receipts and reports show it. */
  item: string;
  /** The price in the screen's format ('1.000,00'): VAT 10 % included, due whole on `dueDate`. */
  price: string;
  dueDate: string;
};

/**
 * A student's order of one education item with a payment plan of one cash installment for the
 * whole price: the least a collection, a receipt or an overdue needs.
 */
export const sellWithOneInstallment = async (app: FastifyInstance, token: string, sale: OneItemSale) => {
  const order = await call(app, token, 'POST', 'student-order', {
    studentId: sale.studentId,
    semesterId: sale.semesterId,
    items: [{ name: sale.item, itemKind: 'Education', quantity: 1, unitPrice: sale.price, vatRate: 10 }],
  });
  await call(app, token, 'POST', `student-order/${order.id as string}/payment-plan`, {
    installments: [{ no: 1, dueDate: sale.dueDate, amount: sale.price, method: 'Cash' }],
  });
};
