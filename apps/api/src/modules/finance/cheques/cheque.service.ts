import { randomUUID } from 'node:crypto';
import { foldTurkish } from '@panel/shared/common/text';
import {
  CHEQUE_ACCOUNT_CARD_REQUIRED_MESSAGE,
  CHEQUE_BANK_BOOK_REQUIRED_MESSAGE,
  CHEQUE_CASH_BOOK_REQUIRED_MESSAGE,
  CHEQUE_PAY_CONFIRM_MESSAGE,
  CHEQUE_PORTFOLIO_NO_TAKEN_MESSAGE,
  type ChequeAction,
  type ChequeTransition,
  chequeDateBeforeLastMessage,
  chequeNoun,
  chequeTransition,
  illegalChequeActionMessage,
  type TChequeCreate,
  type TChequeMovement,
} from '@panel/shared/finance/cheques';
import type { ChequeDirection, ChequeKind, ChequeState } from '@panel/shared/finance/enums';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../../db/client';
import { writeAudit } from '../../../platform/audit';
import { type AppError, badRequest, describeUniqueKey } from '../../../platform/errors';
import { assertBranchInScope } from '../../../platform/resource';
import type { TenantScope } from '../../../platform/tenancy';
import { inBusiness, ofBusiness } from '../../../platform/tenancy';
import { getBusinessOrThrow } from '../../administration/businesses/business.service';
import { accountCards } from '../account-cards/account-card.table';
import { type CashBook, lockCashBooks, needsConfirmation } from '../cash-books/cash-book.service';
import { cashBooks } from '../cash-books/cash-book.table';
import { activeDefinitionOrThrow } from '../finance-definition';
import type { CreateRecord } from '../finance-records';
import { getOwnedOrThrow, recordCreation } from '../finance-records';
import { accountBalance, type PostingLine, postMovement, reverseMovement } from '../ledger/ledger.service';
import { findStudentName } from './cheque.queries';
import { chequeMovements, cheques } from './cheque.table';

export type Cheque = typeof cheques.$inferSelect;
type Account = Omit<PostingLine, 'amount'>;

describeUniqueKey('cheques_number_key', CHEQUE_PORTFOLIO_NO_TAKEN_MESSAGE);

/** A rule that needs the cheque's state to check, answered like a form's field error. */
const fieldError = (message: string): AppError =>
  badRequest('Lütfen formdaki hataları düzeltin.', { errors: [message] });

/** How each action reads in the ledger's description. */
const LEDGER_WORDS: Record<ChequeAction, string> = {
  Endorse: 'ciro',
  Deposit: 'bankaya verme',
  Collect: 'tahsilat',
  Bounce: 'karşılıksız',
  Return: 'iade',
  Pay: 'ödeme',
};

/** The number a new cheque gets when none is typed: one past the business's highest. */
export const suggestPortfolioNo = async (db: Db, scope: TenantScope): Promise<number> => {
  const [row] = await db
    .select({ next: sql<number>`coalesce(max(${cheques.portfolioNo}), 0) + 1`.mapWith(Number) })
    .from(cheques)
    .where(inBusiness(cheques.businessId, scope));
  return row!.next;
};

const accountCardOrThrow = (db: Db, scope: TenantScope, id: string) =>
  activeDefinitionOrThrow(db, accountCards, scope, id, 'cari kart');

const studentNameOrThrow = async (db: Db, scope: TenantScope, id: string): Promise<string> => {
  const student = await findStudentName(db, scope, id);
  if (!student) throw badRequest('Seçilen öğrenci bu kuruma veya şubeye ait değil.');
  return `${student.firstName} ${student.lastName}`;
};

/**
 * Enters a cheque or note with its first movement. Received: ChequePortfolio (its id)
 * debit, the party's AccountCard credit: the party's debt is settled by paper we hold.
 * Given: the supplier's AccountCard debit, ChequePayable (its id) credit: we owe the bank
 * the amount on the due date instead of owing the supplier.
 */
export const createCheque: CreateRecord<TChequeCreate, Cheque> = async (tx, scope, userId, input) => {
  await assertBranchInScope(tx, scope, input.branchId);
  const card = await accountCardOrThrow(tx, scope, input.accountCardId);
  const studentName = input.studentId ? await studentNameOrThrow(tx, scope, input.studentId) : null;
  let drawer = input.drawer;
  if (!drawer) {
    // Our own cheque or note: the institution signs it.
    drawer = (await getBusinessOrThrow(tx, scope.businessId)).name;
  }
  const id = randomUUID();
  const portfolioNo = input.portfolioNo ?? (await suggestPortfolioNo(tx, scope));
  const received = input.direction === 'Received';
  const state: ChequeState = received ? 'InPortfolio' : 'Given';
  const description = `${portfolioNo} portföy no'lu ${received ? 'alınan' : 'verilen'} ${chequeNoun(input.kind)}: ${card.name}${input.description ? ` - ${input.description}` : ''}`;
  const lines: PostingLine[] = received
    ? [
        { accountKind: 'ChequePortfolio', accountId: id, amount: input.amount },
        { accountKind: 'AccountCard', accountId: card.id, amount: -input.amount },
      ]
    : [
        { accountKind: 'AccountCard', accountId: card.id, amount: input.amount },
        { accountKind: 'ChequePayable', accountId: id, amount: -input.amount },
      ];
  const transactionId = await postMovement(tx, {
    businessId: scope.businessId,
    branchId: input.branchId,
    kind: 'Cheque',
    occurredOn: input.occurredOn,
    description,
    sourceType: 'Cheque',
    sourceId: id,
    createdBy: userId,
    lines,
  });
  const isCheque = input.kind === 'Cheque';
  const [row] = await tx
    .insert(cheques)
    .values({
      id,
      businessId: scope.businessId,
      branchId: input.branchId,
      portfolioNo,
      kind: input.kind,
      direction: input.direction,
      state,
      serialNo: input.serialNo,
      bankName: isCheque ? input.bankName : null,
      bankBranch: isCheque ? input.bankBranch : null,
      accountNo: isCheque ? input.accountNo : null,
      drawer,
      drawerTaxNumber: input.drawerTaxNumber,
      studentId: input.studentId,
      accountCardId: card.id,
      issuedOn: input.issuedOn ?? input.occurredOn,
      dueOn: input.dueOn,
      amount: input.amount,
      note: input.description,
      searchKey: foldTurkish(
        [portfolioNo, input.serialNo, drawer, isCheque ? input.bankName : null, card.name, studentName]
          .filter(Boolean)
          .join(' '),
      ),
      transactionId,
      createdBy: userId,
    })
    .returning();
  await tx.insert(chequeMovements).values({
    businessId: scope.businessId,
    branchId: input.branchId,
    chequeId: id,
    fromState: null,
    toState: state,
    occurredOn: input.occurredOn,
    accountCardId: card.id,
    note: input.description,
    transactionId,
    createdBy: userId,
  });
  return row!;
};

/** The cash book a movement names: the caller's, of the cheque's branch, of a fitting kind. */
const chosenBook = async (
  tx: Db,
  scope: TenantScope,
  cheque: Cheque,
  needs: 'cashBook' | 'bankCashBook',
  cashBookId: string | null,
): Promise<CashBook> => {
  if (!cashBookId)
    throw fieldError(
      needs === 'bankCashBook' ? CHEQUE_BANK_BOOK_REQUIRED_MESSAGE : CHEQUE_CASH_BOOK_REQUIRED_MESSAGE,
    );
  const book = (await lockCashBooks(tx, scope, [{ id: cashBookId, label: 'kasa' }])).get(cashBookId)!;
  const noun = chequeNoun(cheque.kind as ChequeKind);
  if (book.branchId !== cheque.branchId)
    throw badRequest(`Seçilen kasa bu ${noun} ile aynı şubeye ait değil.`);
  if (needs === 'bankCashBook' && book.kind !== 'Bank')
    throw badRequest(`Bir ${noun} yalnızca banka hesabı türündeki bir kasaya verilebilir.`);
  if (needs === 'cashBook' && book.kind !== 'Cash' && book.kind !== 'Bank')
    throw badRequest('Seçilen kasa nakit kasa veya banka hesabı olmalıdır.');
  return book;
};

/** The book the cheque already sits in (deposited, collected), locked as every balance writer does. */
const lockOwnBook = async (tx: Db, cheque: Cheque): Promise<string> => {
  const [book] = await tx
    .select({ id: cashBooks.id })
    .from(cashBooks)
    .where(and(eq(cashBooks.id, cheque.cashBookId!), ofBusiness(cashBooks.businessId, cheque.businessId)))
    .for('update');
  return book!.id;
};

export type ChequeMoveResult = {
  before: Cheque;
  after: Cheque;
  transition: ChequeTransition;
  movementId: string;
  transactionId: string | null;
  reverseTransactionId: string | null;
};

/**
 * One state change, legal only as CHEQUE_TRANSITIONS lists it and not dated before the
 * cheque's last movement; it posts what it must and writes its cheque_movements row.
 * Call inside the request's transaction: the cheque is locked first.
 */
export const moveCheque = async (
  tx: Db,
  scope: TenantScope,
  userId: string,
  id: string,
  input: TChequeMovement,
): Promise<ChequeMoveResult> => {
  // Locked: two changes of one cheque run one after the other, the second seeing the first's state.
  const cheque = await getOwnedOrThrow(tx, cheques, scope, id, { lock: true });
  const kind = cheque.kind as ChequeKind;
  const state = cheque.state as ChequeState;
  const transition = chequeTransition(cheque.direction as ChequeDirection, state, input.action);
  if (!transition) throw badRequest(illegalChequeActionMessage(kind, state));

  const [last] = await tx
    .select({ day: sql<string>`max(${chequeMovements.occurredOn})::text` })
    .from(chequeMovements)
    .where(eq(chequeMovements.chequeId, cheque.id));
  if (last?.day && input.occurredOn < last.day) throw fieldError(chequeDateBeforeLastMessage(last.day));

  const amount = cheque.amount;
  const party = cheque.accountCardId!;
  const portfolio: Account = { accountKind: 'ChequePortfolio', accountId: cheque.id };
  const payable: Account = { accountKind: 'ChequePayable', accountId: cheque.id };
  const movement = {
    businessId: cheque.businessId,
    branchId: cheque.branchId,
    kind: 'Cheque',
    occurredOn: input.occurredOn,
    description: `${cheque.portfolioNo} portföy no'lu ${chequeNoun(kind)} ${LEDGER_WORDS[input.action]}${input.description ? ` - ${input.description}` : ''}`,
    sourceType: 'Cheque',
    sourceId: cheque.id,
    createdBy: userId,
  };
  const post = (debit: Account, credit: Account) =>
    postMovement(tx, {
      ...movement,
      lines: [
        { ...debit, amount },
        { ...credit, amount: -amount },
      ],
    });

  let cashBookId: string | null = null;
  let accountCardId: string | null = null;
  let transactionId: string | null = null;
  let reverseTransactionId: string | null = null;
  const changes: Partial<Cheque> = {};

  switch (`${cheque.direction}:${input.action}`) {
    case 'Received:Endorse': {
      if (!input.accountCardId) throw fieldError(CHEQUE_ACCOUNT_CARD_REQUIRED_MESSAGE);
      const card = await accountCardOrThrow(tx, scope, input.accountCardId);
      if (card.id === party)
        throw badRequest(`Bir ${chequeNoun(kind)} alındığı cariye ciro edilemez; iade işlemini kullanın.`);
      accountCardId = card.id;
      transactionId = await post({ accountKind: 'AccountCard', accountId: card.id }, portfolio);
      changes.endorsedToAccountCardId = card.id;
      changes.searchKey = `${cheque.searchKey} ${foldTurkish(card.name)}`;
      break;
    }
    case 'Received:Deposit': {
      // No money moves yet: the bank only holds the paper until it is collected or bounces.
      cashBookId = (await chosenBook(tx, scope, cheque, 'bankCashBook', input.cashBookId)).id;
      changes.cashBookId = cashBookId;
      break;
    }
    case 'Received:Collect': {
      cashBookId =
        transition.needs === 'cashBook'
          ? (await chosenBook(tx, scope, cheque, 'cashBook', input.cashBookId)).id
          : cheque.cashBookId!;
      transactionId = await post({ accountKind: 'CashBook', accountId: cashBookId }, portfolio);
      changes.cashBookId = cashBookId;
      break;
    }
    case 'Received:Bounce': {
      if (state === 'Collected') {
        // The bank charged it back: the collection is undone before the debt returns to the party.
        cashBookId = await lockOwnBook(tx, cheque);
        const [collection] = await tx
          .select({ transactionId: chequeMovements.transactionId })
          .from(chequeMovements)
          .where(and(eq(chequeMovements.chequeId, cheque.id), eq(chequeMovements.toState, 'Collected')))
          .orderBy(desc(chequeMovements.createdAt))
          .limit(1);
        reverseTransactionId = await reverseMovement(
          tx,
          { id: collection!.transactionId!, businessId: cheque.businessId, branchId: cheque.branchId },
          { ...movement, description: `${movement.description} (tahsilatın iptali)` },
        );
      } else cashBookId = cheque.cashBookId;
      accountCardId = party;
      transactionId = await post({ accountKind: 'AccountCard', accountId: party }, portfolio);
      break;
    }
    case 'Received:Return': {
      accountCardId = party;
      transactionId = await post({ accountKind: 'AccountCard', accountId: party }, portfolio);
      break;
    }
    case 'Given:Pay': {
      const book = await chosenBook(tx, scope, cheque, 'cashBook', input.cashBookId);
      const balance = await accountBalance(tx, scope, 'CashBook', book.id);
      if (amount > balance && !input.confirmed) throw needsConfirmation(CHEQUE_PAY_CONFIRM_MESSAGE, balance);
      cashBookId = book.id;
      transactionId = await post(payable, { accountKind: 'CashBook', accountId: book.id });
      changes.cashBookId = book.id;
      break;
    }
    case 'Given:Return': {
      accountCardId = party;
      transactionId = await post(payable, { accountKind: 'AccountCard', accountId: party });
      break;
    }
    default:
      throw badRequest(illegalChequeActionMessage(kind, state));
  }

  const [after] = await tx
    .update(cheques)
    .set({ ...changes, state: transition.to, updatedAt: new Date() })
    .where(eq(cheques.id, cheque.id))
    .returning();
  const [row] = await tx
    .insert(chequeMovements)
    .values({
      businessId: cheque.businessId,
      branchId: cheque.branchId,
      chequeId: cheque.id,
      fromState: state,
      toState: transition.to,
      occurredOn: input.occurredOn,
      cashBookId,
      accountCardId,
      note: input.description,
      transactionId,
      reverseTransactionId,
      createdBy: userId,
    })
    .returning({ id: chequeMovements.id });
  return {
    before: cheque,
    after: after!,
    transition,
    movementId: row!.id,
    transactionId,
    reverseTransactionId,
  };
};

/** POST /finance/cheque: the cheque, its posting and its audit row commit together. */
export const recordCheque = recordCreation('cheque', createCheque, (input, created) => ({
  ...input,
  portfolioNo: created.portfolioNo,
  state: created.state,
  transactionId: created.transactionId,
}));

/** POST /finance/cheque/{id}/movement: the state change and its audit row commit together. */
export const recordChequeMovement = (
  db: Db,
  request: FastifyRequest,
  scope: TenantScope,
  userId: string,
  id: string,
  input: TChequeMovement,
): Promise<ChequeMoveResult> =>
  db.transaction(async (tx) => {
    const moved = await moveCheque(tx, scope, userId, id, input);
    await writeAudit(tx, request, {
      action: moved.transition.action.toLowerCase(),
      entity: 'cheque',
      entityId: moved.after.id,
      before: { state: moved.before.state, cashBookId: moved.before.cashBookId },
      after: {
        ...input,
        state: moved.after.state,
        movementId: moved.movementId,
        transactionId: moved.transactionId,
        reverseTransactionId: moved.reverseTransactionId,
      },
    });
    return moved;
  });
