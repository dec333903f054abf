import { type ChequeAction, legalChequeActions } from '@panel/shared/finance/cheques';
import type { ChequeState } from '@panel/shared/finance/enums';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from '../../db/seed/demo-seed';
import { apiCalls } from '../../test/api-calls';
import { decodeClaims } from '../../test/auth-helpers';
import { PROPERTY_HANG_GUARD_MS } from '../../test/property';
import { queryRows } from '../../test/sql';
import { setUpTestApp } from '../../test/test-app';

/**
 * Issue 7's ledger property: whatever the back office does, in whatever order (expenses,
 * revenues, virmans, cheques through their states, counts, POS cash-outs, purchase
 * invoices and their payments, and cancellations of each), every cash book's balance is
 * the sum of its postings, the day totals and case-status agree with it, every movement
 * balances, and each balance is what the operations should have left.
 */

const t = setUpTestApp({ otherManager: DEMO.otherManager });
let branchId: string;

type Answer = Record<string, unknown> & { id: string };
type Book = { id: string; balance: number };

const { post, get } = apiCalls<Answer>(
  () => t.app,
  () => t.token.otherManager,
);

const DAY = '2026-10-10';
const kurus = (lira: string) => Math.round(Number(lira) * 100);

let bookNo = 0;
const newCashBook = async (kind: 'Cash' | 'Bank' | 'Pos', openingBalance?: string) =>
  (
    await post('finance/cash-book', {
      branchId,
      name: `Özellik Kasası ${++bookNo}`,
      kind,
      openingBalance,
      openingDate: '2026-10-01',
      ...(kind === 'Bank' ? { bankName: 'Ziraat', iban: 'TR330006100519786457841326' } : {}),
    })
  ).id;

const postedSums = async () =>
  new Map(
    (
      await queryRows<{ id: string; posted: string; days: string }>(
        t.handle.db,
        sql`select b.id::text as id,
              (select coalesce(sum(amount), 0) from ledger_postings p
                where p.account_kind = 'CashBook' and p.account_id = b.id)::text as posted,
              (select coalesce(sum(amount), 0) from cash_book_days d where d.cash_book_id = b.id)::text as days
            from cash_books b where b.branch_id = ${branchId}`,
      )
    ).map((r) => [r.id, { posted: Number(r.posted), days: Number(r.days) }]),
  );

const ledgerIsBalanced = async () => {
  const [row] = await queryRows<{ unbalanced: number; total: string }>(
    t.handle.db,
    sql`select (select count(*)::int from (select transaction_id from ledger_postings
                group by transaction_id having sum(amount) <> 0) x) as unbalanced,
               (select coalesce(sum(amount), 0) from ledger_postings)::text as total`,
  );
  return row!.unbalanced === 0 && Number(row!.total) === 0;
};

let expenseTypeId: string;
let revenueTypeId: string;
let supplierId: string;
/** Endorsements go to another party: a cheque is not endorsed back to whom it came from. */
let endorseeId: string;
let invoiceNo = 0;
let serialNo = 0;

beforeAll(async () => {
  branchId = decodeClaims(t.token.otherManager).br as string;
  expenseTypeId = (await post('finance/expense-type', { name: 'Özellik Gideri' })).id;
  revenueTypeId = (await post('finance/revenue-type', { name: 'Özellik Geliri' })).id;
  const typeId = (await post('finance/account-card-type', { name: 'Özellik Carileri' })).id;
  const supplier = async (name: string, taxNumber: string) =>
    (await post('finance/account-card', { accountCardTypeId: typeId, kind: 'Supplier', name, taxNumber })).id;
  supplierId = await supplier('Özellik Tedarik A.Ş.', '1234567890');
  endorseeId = await supplier('Ciro Alan Ltd.', '1234567891');
});

describe('the back office ledger', () => {
  it('keeps every balance equal to its postings, its day totals and case-status, whatever happens', {
    timeout: PROPERTY_HANG_GUARD_MS,
  }, async () => {
    const cash = [await newCashBook('Cash', '300'), await newCashBook('Cash')];
    const bank = await newCashBook('Bank', '1000');
    const pos = await newCashBook('Pos', '200');
    const books = [...cash, bank, pos];

    const lira = fc.integer({ min: 1, max: 40_000 }).map((k) => (k / 100).toFixed(2));
    const book = fc.integer({ min: 0, max: books.length - 1 });
    const op = fc.oneof(
      fc.record({ op: fc.constant('expense' as const), book, amount: lira }),
      fc.record({ op: fc.constant('revenue' as const), book, amount: lira }),
      fc.record({ op: fc.constant('virman' as const), from: book, to: book, amount: lira }),
      { arbitrary: fc.record({ op: fc.constant('cheque-in' as const), amount: lira }), weight: 2 },
      fc.record({ op: fc.constant('cheque-out' as const), amount: lira }),
      // Cheques walk their states one step per op, so steps come often.
      {
        arbitrary: fc.record({
          op: fc.constant('cheque-move' as const),
          pick: fc.nat(3),
          action: fc.nat(),
          book,
        }),
        weight: 5,
      },
      fc.record({ op: fc.constant('count' as const), book, delta: fc.integer({ min: -5_000, max: 5_000 }) }),
      fc.record({
        op: fc.constant('pos-cash-out' as const),
        amount: lira,
        fee: fc.integer({ min: 0, max: 99 }),
      }),
      fc.record({ op: fc.constant('invoice' as const), amount: lira }),
      fc.record({
        op: fc.constant('pay' as const),
        pick: fc.nat(),
        book,
        share: fc.integer({ min: 1, max: 100 }),
      }),
      fc.record({ op: fc.constant('cancel' as const), pick: fc.nat() }),
    );

    // Live counts outlive a run (one per book and day), so the next run cancels them first.
    const counted = new Map<string, string>();
    await fc.assert(
      fc.asyncProperty(fc.array(op, { maxLength: 14 }), async (ops) => {
        const expected = new Map<string, number>();
        for (const b of books) expected.set(b, (await get<Book>(`finance/cash-book/${b}`)).balance);
        const move = (b: string, d: number) => expected.set(b, expected.get(b)! + d);
        const cancellable: { url: string; effects: [string, number][] }[] = [];
        const cheques: {
          id: string;
          direction: 'Received' | 'Given';
          state: ChequeState;
          amount: number;
          depositBook?: string;
          collectBook?: string;
        }[] = [];
        const invoices: { id: string; open: number }[] = [];
        // Payments by their cancel url, so cancelling one reopens the right invoice amount.
        const payments = new Map<string, { invoice: { open: number }; amount: number }>();

        for (const o of ops) {
          if (o.op === 'expense' || o.op === 'revenue') {
            const b = books[o.book]!;
            const { id } = await post(`finance/${o.op}`, {
              branchId,
              typeId: o.op === 'expense' ? expenseTypeId : revenueTypeId,
              occurredOn: DAY,
              amount: o.amount,
              cashBookId: b,
            });
            const d = (o.op === 'expense' ? -1 : 1) * kurus(o.amount);
            move(b, d);
            cancellable.push({ url: `finance/${o.op}/${id}/cancel`, effects: [[b, -d]] });
          } else if (o.op === 'virman') {
            if (o.from === o.to) continue;
            const [from, to] = [books[o.from]!, books[o.to]!];
            const { id } = await post('finance/account-virman', {
              fromCashBookId: from,
              toCashBookId: to,
              amount: o.amount,
              occurredOn: DAY,
              confirmed: true,
            });
            const k = kurus(o.amount);
            move(from, -k);
            move(to, k);
            cancellable.push({
              url: `finance/account-virman/${id}/cancel`,
              effects: [
                [from, k],
                [to, -k],
              ],
            });
          } else if (o.op === 'cheque-in' || o.op === 'cheque-out') {
            const direction = o.op === 'cheque-in' ? 'Received' : 'Given';
            const { id } = await post('finance/cheque', {
              branchId,
              direction,
              kind: 'Cheque',
              serialNo: `ÖZ-${++serialNo}`,
              drawer: 'Özellik Keşidecisi',
              bankName: 'Ziraat',
              accountCardId: supplierId,
              occurredOn: DAY,
              dueOn: '2026-12-10',
              amount: o.amount,
            });
            cheques.push({
              id,
              direction,
              state: direction === 'Received' ? 'InPortfolio' : 'Given',
              amount: kurus(o.amount),
            });
          } else if (o.op === 'cheque-move') {
            if (!cheques.length) continue;
            const c = cheques[cheques.length - 1 - (o.pick % cheques.length)]!;
            const legal = legalChequeActions(c.direction, c.state);
            if (!legal.length) continue;
            const step = legal[o.action % legal.length]!;
            // A cheque is collected or paid through a cash drawer or a bank, never a POS account.
            const payable = [...cash, bank];
            const chosen = payable[o.book % payable.length]!;
            const cashBookId =
              step.needs === 'bankCashBook' ? bank : step.needs === 'cashBook' ? chosen : undefined;
            await post(`finance/cheque/${c.id}/movement`, {
              action: step.action satisfies ChequeAction,
              occurredOn: DAY,
              cashBookId,
              accountCardId: step.needs === 'accountCard' ? endorseeId : undefined,
              confirmed: true,
            });
            // What each step does to a cash book (DOMAIN "Finance"): money moves only when
            // a cheque is collected, paid, or charged back after its collection.
            if (step.action === 'Deposit') c.depositBook = bank;
            if (step.action === 'Collect') {
              c.collectBook = cashBookId ?? c.depositBook!;
              move(c.collectBook, c.amount);
            }
            if (step.action === 'Pay') move(chosen, -c.amount);
            if (step.action === 'Bounce' && c.state === 'Collected') move(c.collectBook!, -c.amount);
            c.state = step.to;
          } else if (o.op === 'count') {
            const b = books[o.book]!;
            const live = counted.get(b);
            if (live) {
              // One live count per book and day: the second "count" cancels the first.
              const before = await get<{ difference: number }>(`finance/checkout/${live}`);
              await post(`finance/checkout/${live}/cancel`, { reason: 'Yeniden sayılacak' });
              move(b, -before.difference);
              counted.delete(b);
              continue;
            }
            const { expected: onDay } = await get<{ expected: number }>(
              `finance/checkout/expected?cashBookId=${b}&countedOn=${DAY}`,
            );
            // Money in a drawer is never below zero, whatever the books say.
            if (onDay + o.delta < 0) continue;
            const { id } = await post('finance/checkout', {
              cashBookId: b,
              countedOn: DAY,
              counted: ((onDay + o.delta) / 100).toFixed(2),
              reason: o.delta ? 'Sayım farkı' : undefined,
            });
            move(b, o.delta);
            counted.set(b, id);
          } else if (o.op === 'pos-cash-out') {
            const k = kurus(o.amount);
            const fee = Math.min(o.fee, k - 1);
            const { id } = await post('finance/checkout/pos-cash-out', {
              fromCashBookId: pos,
              toCashBookId: bank,
              amount: o.amount,
              fee: (fee / 100).toFixed(2),
              expenseTypeId: fee ? expenseTypeId : undefined,
              occurredOn: DAY,
              confirmed: true,
            });
            move(pos, -k);
            move(bank, k - fee);
            cancellable.push({
              url: `finance/checkout/pos-cash-out/${id}/cancel`,
              effects: [
                [pos, k],
                [bank, -(k - fee)],
              ],
            });
          } else if (o.op === 'invoice') {
            const { id, amount } = await post<Answer & { amount: number }>('finance/invoice/incoming', {
              branchId,
              accountCardId: supplierId,
              invoiceNo: `ÖZ-${++invoiceNo}`,
              issuedOn: DAY,
              dueOn: DAY,
              expenseTypeId,
              netAmount: o.amount,
              vatRate: 20,
            });
            invoices.push({ id, open: amount });
          } else if (o.op === 'pay') {
            const open = invoices.filter((i) => i.open > 0);
            if (!open.length) continue;
            const inv = open[o.pick % open.length]!;
            const amount = Math.max(1, Math.floor((inv.open * o.share) / 100));
            const b = books[o.book]!;
            const { id } = await post('finance/payment', {
              incomingInvoiceId: inv.id,
              cashBookId: b,
              amount: (amount / 100).toFixed(2),
              paidOn: DAY,
              confirmed: true,
            });
            inv.open -= amount;
            move(b, -amount);
            const url = `finance/payment/${id}/cancel`;
            cancellable.push({ url, effects: [[b, amount]] });
            // A cancelled payment reopens its invoice.
            payments.set(url, { invoice: inv, amount });
          } else if (cancellable.length) {
            const [c] = cancellable.splice(o.pick % cancellable.length, 1);
            await post(c!.url, { reason: 'Özellik testi' });
            for (const [b, d] of c!.effects) move(b, d);
            const paid = payments.get(c!.url);
            if (paid) paid.invoice.open += paid.amount;
          }
        }

        const sums = await postedSums();
        const listed = await get<{ _data: Book[] }>('finance/cash-book?_pageSize=100');
        for (const b of listed._data) {
          expect(b.balance).toBe(sums.get(b.id)!.posted);
          expect(sums.get(b.id)!.days).toBe(b.balance);
        }
        for (const b of books)
          expect((await get<Book>(`finance/cash-book/${b}`)).balance).toBe(expected.get(b));
        const status = await get<{ _data: Book[] }>(
          `finance/report/case-status?on=2026-12-31&branchId=${branchId}&_pageSize=100`,
        );
        for (const b of books) expect(status._data.find((r) => r.id === b)?.balance).toBe(expected.get(b));
        expect(await ledgerIsBalanced()).toBe(true);
      }),
      { numRuns: 25 },
    );
  });
});
