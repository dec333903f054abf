import { z } from 'zod';
import { ZIdMessageAnswerSchema, zDay as zAnswerDay, zPage, zTimestamp } from '../common/answers';
import { listQueryWithSort } from '../common/list-query';
import { zMoney } from '../education/contracts';
import { zDate, zDayFilter, zNumber, zOptional, zSelect, zText } from '../validation/zod';
import { ENTRY_AMOUNT_MESSAGE, TAX_NUMBER_DIGITS_MESSAGE } from './contracts';
import {
  CHEQUE_DIRECTIONS,
  CHEQUE_KINDS,
  CHEQUE_STATES,
  type ChequeDirection,
  type ChequeKind,
  type ChequeState,
  chequeKindLabels,
  chequeStateLabels,
} from './enums';

/** What can be done to a cheque [çek] or note [senet] after it is entered. */
export const CHEQUE_ACTIONS = ['Endorse', 'Deposit', 'Collect', 'Bounce', 'Return', 'Pay'] as const;
export type ChequeAction = (typeof CHEQUE_ACTIONS)[number];
export const chequeActionLabels: Record<ChequeAction, string> = {
  Endorse: 'Ciro Et',
  Deposit: 'Bankaya Ver',
  Collect: 'Tahsil Et',
  Bounce: 'Karşılıksız',
  Return: 'İade Et',
  Pay: 'Öde',
};

/**
 * What an action asks for beside its date: any cash or bank cash book, a bank cash book
 * only, an account card, or nothing (the cheque already names where it goes).
 */
export type ChequeActionNeeds = 'cashBook' | 'bankCashBook' | 'accountCard' | null;

export type ChequeTransition = {
  direction: ChequeDirection;
  from: ChequeState;
  action: ChequeAction;
  to: ChequeState;
  needs: ChequeActionNeeds;
};

/**
 * Every legal state change (DOMAIN "Finance"), the one table the server enforces and the
 * screens read to offer only what is legal now. Anything not listed is refused. A
 * received one leaves the portfolio by endorsement, collection or return, or goes to the
 * bank first; a deposited one is collected or bounces, and a collected one can still
 * bounce when the bank charges it back. A given one is paid by us on its due date or
 * comes back.
 */
export const CHEQUE_TRANSITIONS: readonly ChequeTransition[] = [
  { direction: 'Received', from: 'InPortfolio', action: 'Endorse', to: 'Endorsed', needs: 'accountCard' },
  {
    direction: 'Received',
    from: 'InPortfolio',
    action: 'Deposit',
    to: 'DepositedToBank',
    needs: 'bankCashBook',
  },
  { direction: 'Received', from: 'InPortfolio', action: 'Collect', to: 'Collected', needs: 'cashBook' },
  { direction: 'Received', from: 'InPortfolio', action: 'Return', to: 'Returned', needs: null },
  { direction: 'Received', from: 'DepositedToBank', action: 'Collect', to: 'Collected', needs: null },
  { direction: 'Received', from: 'DepositedToBank', action: 'Bounce', to: 'Bounced', needs: null },
  { direction: 'Received', from: 'Collected', action: 'Bounce', to: 'Bounced', needs: null },
  { direction: 'Given', from: 'Given', action: 'Pay', to: 'Collected', needs: 'cashBook' },
  { direction: 'Given', from: 'Given', action: 'Return', to: 'Returned', needs: null },
];

export const legalChequeActions = (direction: ChequeDirection, state: ChequeState): ChequeTransition[] =>
  CHEQUE_TRANSITIONS.filter((t) => t.direction === direction && t.from === state);

export const chequeTransition = (
  direction: ChequeDirection,
  state: ChequeState,
  action: ChequeAction,
): ChequeTransition | undefined => legalChequeActions(direction, state).find((t) => t.action === action);

/** 'Çek' / 'Senet' in the middle of a sentence. */
export const chequeNoun = (kind: ChequeKind): string => chequeKindLabels[kind].toLocaleLowerCase('tr');

export const illegalChequeActionMessage = (kind: ChequeKind, state: ChequeState): string =>
  `Bu ${chequeNoun(kind)} "${chequeStateLabels[state]}" durumunda, bu işlem yapılamaz.`;

export const chequeDateBeforeLastMessage = (lastDay: string): string =>
  `İşlem tarihi son hareket tarihinden (${lastDay.split('-').reverse().join('.')}) önce olamaz!`;

export const CHEQUE_DUE_BEFORE_ISSUE_MESSAGE = 'Vade tarihi keşide tarihinden önce olamaz!';
export const CHEQUE_DRAWER_REQUIRED_MESSAGE = 'Lütfen Keşideci Giriniz!';
export const CHEQUE_BANK_REQUIRED_MESSAGE = 'Lütfen Banka Adı Giriniz!';
export const CHEQUE_GIVEN_STUDENT_MESSAGE = 'Verilen çek veya senet bir öğrenciye bağlanamaz!';
export const CHEQUE_PORTFOLIO_NO_MESSAGE = 'Portföy No sıfırdan büyük bir tam sayı olmalıdır!';
export const CHEQUE_PORTFOLIO_NO_TAKEN_MESSAGE = 'Bu portföy numarası zaten kullanılıyor.';
export const CHEQUE_CASH_BOOK_REQUIRED_MESSAGE = 'Lütfen Kasa Seçiniz!';
export const CHEQUE_BANK_BOOK_REQUIRED_MESSAGE = 'Lütfen Banka Hesabı Seçiniz!';
export const CHEQUE_ACCOUNT_CARD_REQUIRED_MESSAGE = 'Lütfen Cari Kart Seçiniz!';
export const CHEQUE_PAY_CONFIRM_MESSAGE = 'Kasa bakiyesi yetersiz. Yine de ödensin mi?';

const zId = (label: string) => z.uuid({ message: `Lütfen ${label} Seçiniz!` });

/**
 * A cheque or note entered into the books. Received: from the party's account card
 * (optionally a student's), into the portfolio. Given: to a supplier's account card, as
 * our own payable; its drawer is the institution when left empty. `portfolioNo` may be
 * left empty for the next free one. `occurredOn` is the day it changed hands.
 */
export const ZChequeCreateSchema = z
  .object({
    branchId: zId('Şube'),
    direction: zSelect('Yön', CHEQUE_DIRECTIONS),
    kind: zSelect('Tür', CHEQUE_KINDS),
    portfolioNo: zOptional(
      zNumber('Portföy No').pipe(
        z.number().int(CHEQUE_PORTFOLIO_NO_MESSAGE).positive(CHEQUE_PORTFOLIO_NO_MESSAGE).max(2_000_000_000),
      ),
    ),
    serialNo: zText('Seri No', 50),
    drawer: zOptional(zText('Keşideci', 100)),
    drawerTaxNumber: zOptional(
      zText('Vergi / T.C. Kimlik No', 11).pipe(z.string().regex(/^\d{10,11}$/, TAX_NUMBER_DIGITS_MESSAGE)),
    ),
    bankName: zOptional(zText('Banka Adı', 50)),
    bankBranch: zOptional(zText('Banka Şubesi', 50)),
    accountNo: zOptional(zText('Hesap No', 50)),
    accountCardId: zId('Cari Kart'),
    studentId: zOptional(zId('Öğrenci')),
    occurredOn: zDate('İşlem'),
    issuedOn: zOptional(zDate('Keşide')),
    dueOn: zDate('Vade'),
    amount: zMoney('Tutar').refine((v) => v > 0, ENTRY_AMOUNT_MESSAGE),
    description: zOptional(zText('Açıklama', 500)),
  })
  .superRefine((v, ctx) => {
    if (v.direction === 'Received' && !v.drawer)
      ctx.addIssue({ code: 'custom', message: CHEQUE_DRAWER_REQUIRED_MESSAGE, path: ['drawer'] });
    if (v.kind === 'Cheque' && !v.bankName)
      ctx.addIssue({ code: 'custom', message: CHEQUE_BANK_REQUIRED_MESSAGE, path: ['bankName'] });
    if (v.direction === 'Given' && v.studentId)
      ctx.addIssue({ code: 'custom', message: CHEQUE_GIVEN_STUDENT_MESSAGE, path: ['studentId'] });
    if (v.issuedOn && v.dueOn < v.issuedOn)
      ctx.addIssue({ code: 'custom', message: CHEQUE_DUE_BEFORE_ISSUE_MESSAGE, path: ['dueOn'] });
  });
export type TChequeCreate = z.infer<typeof ZChequeCreateSchema>;

/**
 * One state change. Which of the cash book and the account card it needs depends on the
 * cheque's state (CHEQUE_TRANSITIONS' `needs`), so the server checks them; `confirmed`
 * answers the over-balance question of a payment.
 */
export const ZChequeMovementSchema = z.object({
  action: zSelect('İşlem', CHEQUE_ACTIONS),
  occurredOn: zDate('İşlem'),
  cashBookId: zOptional(zId('Kasa')),
  accountCardId: zOptional(zId('Cari Kart')),
  description: zOptional(zText('Açıklama', 500)),
  confirmed: z.boolean().default(false),
});
export type TChequeMovement = z.infer<typeof ZChequeMovementSchema>;

const zDay = zDayFilter('Vade');

export const ZChequeFiltersSchema = z.object({
  direction: z.enum(CHEQUE_DIRECTIONS).optional(),
  kind: z.enum(CHEQUE_KINDS).optional(),
  state: z.enum(CHEQUE_STATES).optional(),
  branchId: z.uuid().optional(),
  accountCardId: z.uuid().optional(),
  dueFrom: zDay,
  dueTo: zDay,
  _searchTerm: z.string().trim().max(200).optional(),
});
export type TChequeFilters = z.infer<typeof ZChequeFiltersSchema>;

/** The cheque list's server sorts (`_sort`): the due day and the amount. */
export const CHEQUE_SORTS = ['dueOn', 'amount'] as const;

export const ZChequeListQuerySchema = listQueryWithSort(CHEQUE_SORTS).extend(ZChequeFiltersSchema.shape);
export type TChequeListQuery = z.infer<typeof ZChequeListQuerySchema>;

/** A row of /finance/cheque, as the list and the Excel file read it. */
export const ZChequeRowSchema = z.object({
  id: z.uuid(),
  portfolioNo: z.number().int(),
  direction: z.enum(CHEQUE_DIRECTIONS),
  kind: z.enum(CHEQUE_KINDS),
  state: z.enum(CHEQUE_STATES),
  serialNo: z.string(),
  drawer: z.string(),
  bankName: z.string().nullable(),
  branchId: z.uuid(),
  branchName: z.string(),
  accountCardId: z.uuid().nullable(),
  accountCardName: z.string().nullable(),
  endorsedToName: z.string().nullable(),
  cashBookName: z.string().nullable(),
  studentName: z.string().nullable(),
  issuedOn: zAnswerDay(),
  dueOn: zAnswerDay(),
  amount: z.number(),
});
export type TChequeRow = z.infer<typeof ZChequeRowSchema>;

/** GET /finance/cheque: a page and the count and sum of the whole filtered set. */
export const ZChequePageSchema = zPage(ZChequeRowSchema).extend({
  totals: z.object({ count: z.number().int(), amount: z.number() }),
});

export const ZChequeMovementRowSchema = z.object({
  id: z.uuid(),
  occurredOn: zAnswerDay(),
  fromState: z.enum(CHEQUE_STATES).nullable(),
  toState: z.enum(CHEQUE_STATES),
  cashBookName: z.string().nullable(),
  accountCardName: z.string().nullable(),
  note: z.string().nullable(),
  transactionId: z.uuid().nullable(),
  reverseTransactionId: z.uuid().nullable(),
  createdByName: z.string().nullable(),
  createdAt: zTimestamp(),
});
export type TChequeMovementRow = z.infer<typeof ZChequeMovementRowSchema>;

/** /finance/cheque/{id}: the cheque with its history, oldest first. */
export const ZChequeDetailSchema = ZChequeRowSchema.extend({
  drawerTaxNumber: z.string().nullable(),
  bankBranch: z.string().nullable(),
  accountNo: z.string().nullable(),
  studentId: z.uuid().nullable(),
  cashBookId: z.uuid().nullable(),
  endorsedToAccountCardId: z.uuid().nullable(),
  note: z.string().nullable(),
  movements: z.array(ZChequeMovementRowSchema),
});
export type TChequeDetail = z.infer<typeof ZChequeDetailSchema>;

/** GET /finance/cheque/next-number: the number a new cheque gets when none is typed. */
export const ZChequeNextNumberSchema = z.object({ portfolioNo: z.number().int() });

/** A new cheque: its portfolio number is in the notice. */
export const ZChequeCreatedSchema = ZIdMessageAnswerSchema.extend({ portfolioNo: z.number().int() });

/** A state change: the cheque's new state. */
export const ZChequeMovedSchema = ZIdMessageAnswerSchema.extend({ state: z.enum(CHEQUE_STATES) });
