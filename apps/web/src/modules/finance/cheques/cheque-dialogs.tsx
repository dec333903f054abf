import { formatDay, todayInIstanbul } from '@panel/shared/common/dates';
import { formatMoney } from '@panel/shared/common/money';
import {
  CHEQUE_ACCOUNT_CARD_REQUIRED_MESSAGE,
  CHEQUE_BANK_BOOK_REQUIRED_MESSAGE,
  CHEQUE_BANK_REQUIRED_MESSAGE,
  CHEQUE_CASH_BOOK_REQUIRED_MESSAGE,
  CHEQUE_DRAWER_REQUIRED_MESSAGE,
  CHEQUE_DUE_BEFORE_ISSUE_MESSAGE,
  CHEQUE_PAY_CONFIRM_MESSAGE,
  type ChequeTransition,
  chequeActionLabels,
  chequeNoun,
  type TChequeDetail,
} from '@panel/shared/finance/cheques';
import { TAX_NUMBER_DIGITS_MESSAGE } from '@panel/shared/finance/contracts';
import { type ChequeDirection, type ChequeKind, chequeKindLabels } from '@panel/shared/finance/enums';
import { textRule } from '@panel/shared/validation/rules';
import { useQuery } from '@tanstack/react-query';
import { DatePicker, Form, Input, InputNumber, Modal, Radio, Space, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useNavigate } from 'react-router';
import type { BodyOf } from '../../../api/api-paths';
import { api } from '../../../app/http';
import { FormDialog } from '../../../components/form-dialog';
import { OptionalItem, TextItem } from '../../../components/form-items';
import { rules, toDay, triggerFor } from '../../../components/form-rules';
import { useBranchOptions } from '../../education/education-options';
import { StudentPicker } from '../../students/student-operations';
import { ACCOUNT_CARD, cashBookBalanceOption, useCashBooks, useNamedOptions } from '../finance.api';
import {
  AmountField,
  ChoiceField,
  DayField,
  DescriptionField,
  DueDayField,
  onlyChoice,
} from '../finance-fields';
import { needsConfirmation } from '../over-balance';
import { CHEQUE, KIND_OPTIONS, useChequeWrite } from './cheque-shared';

/** The cheque screens' dialogs (a new cheque, an action on one): loaded when one is first opened. */

type NewValues = {
  branchId: string;
  kind: ChequeKind;
  portfolioNo?: number;
  serialNo: string;
  drawer?: string;
  drawerTaxNumber?: string;
  bankName?: string;
  bankBranch?: string;
  accountNo?: string;
  accountCardId: string;
  studentId?: string;
  occurredOn: Dayjs;
  issuedOn?: Dayjs;
  dueOn: Dayjs;
  amount: string;
  description?: string;
};

/**
 * Entering a cheque or note: received from a party into the portfolio, or given to a
 * supplier. The portfolio number is suggested and may be changed; it opens the cheque's
 * page once saved.
 */
export const NewChequeDialog = ({
  direction,
  onClose,
}: {
  direction: ChequeDirection;
  onClose: () => void;
}) => {
  const [form] = Form.useForm<NewValues>();
  const navigate = useNavigate();
  const branches = useBranchOptions();
  const cards = useNamedOptions(ACCOUNT_CARD);
  const next = useQuery({
    queryKey: [CHEQUE, 'next-number'],
    queryFn: () => api.get(`${CHEQUE}/next-number`),
  }).data;
  const kind = Form.useWatch('kind', form);
  const save = useChequeWrite((body: BodyOf<typeof CHEQUE>) => api.post(CHEQUE, { body }));
  const received = direction === 'Received';

  const submit = (v: NewValues) =>
    save.send(
      {
        branchId: v.branchId,
        direction,
        kind: v.kind,
        portfolioNo: v.portfolioNo ?? null,
        serialNo: v.serialNo,
        drawer: v.drawer,
        drawerTaxNumber: v.drawerTaxNumber,
        bankName: v.kind === 'Cheque' ? v.bankName : null,
        bankBranch: v.kind === 'Cheque' ? v.bankBranch : null,
        accountNo: v.kind === 'Cheque' ? v.accountNo : null,
        accountCardId: v.accountCardId ?? null,
        studentId: received ? (v.studentId ?? null) : null,
        occurredOn: toDay(v.occurredOn),
        issuedOn: toDay(v.issuedOn),
        dueOn: toDay(v.dueOn),
        amount: v.amount,
        description: v.description,
      },
      { onSuccess: (created) => navigate(`/finance/cheque/${created.id}`) },
    );

  return (
    <FormDialog<NewValues>
      width={720}
      title={received ? 'Çek / Senet Al' : 'Çek / Senet Ver'}
      okText="Kaydet"
      form={form}
      onFinish={submit}
      onClose={onClose}
      saving={save.isPending}
      initialValues={{
        kind: 'Cheque',
        occurredOn: dayjs(todayInIstanbul()),
        branchId: onlyChoice(branches),
      }}
    >
      <Space wrap align="start">
        <Form.Item label="Tür" name="kind">
          <Radio.Group options={KIND_OPTIONS} optionType="button" />
        </Form.Item>
        <Form.Item
          label="Portföy No"
          name="portfolioNo"
          extra={next ? `Önerilen: ${next.portfolioNo}` : undefined}
        >
          <InputNumber min={1} precision={0} placeholder={next ? String(next.portfolioNo) : ''} />
        </Form.Item>
        <ChoiceField label="Şube" name="branchId" options={branches} select={{ style: { width: 220 } }} />
      </Space>
      <ChoiceField
        label={received ? 'Alınan Cari (borçlu)' : 'Verilen Cari (tedarikçi)'}
        ruleLabel="Cari Kart"
        name="accountCardId"
        options={cards}
      />
      {received && (
        <Form.Item label="Öğrenci (isteğe bağlı)" name="studentId">
          <StudentPicker />
        </Form.Item>
      )}
      <Space wrap align="start">
        <TextItem label="Seri No" name="serialNo" max={50}>
          <Input style={{ width: 180 }} />
        </TextItem>
        <Form.Item
          label="Keşideci"
          name="drawer"
          rules={[
            ...rules.optional(textRule('Keşideci', 100)),
            { required: received, message: CHEQUE_DRAWER_REQUIRED_MESSAGE, whitespace: true },
          ]}
          validateTrigger={triggerFor('text')}
          extra={received ? undefined : 'Boş bırakılırsa kurumun adı yazılır'}
        >
          <Input style={{ width: 260 }} />
        </Form.Item>
        <Form.Item
          label="Vergi / T.C. Kimlik No"
          name="drawerTaxNumber"
          rules={[{ pattern: /^\d{10,11}$/, message: TAX_NUMBER_DIGITS_MESSAGE }]}
          validateTrigger={triggerFor('text')}
        >
          <Input style={{ width: 180 }} maxLength={11} />
        </Form.Item>
      </Space>
      {kind === 'Cheque' && (
        <Space wrap align="start">
          <Form.Item
            label="Banka Adı"
            name="bankName"
            rules={[
              ...rules.optional(textRule('Banka Adı', 50)),
              { required: true, message: CHEQUE_BANK_REQUIRED_MESSAGE, whitespace: true },
            ]}
            validateTrigger={triggerFor('text')}
          >
            <Input style={{ width: 220 }} />
          </Form.Item>
          <OptionalItem label="Banka Şubesi" name="bankBranch" rule={textRule('Banka Şubesi', 50)}>
            <Input style={{ width: 180 }} />
          </OptionalItem>
          <OptionalItem label="Hesap No" name="accountNo" rule={textRule('Hesap No', 50)}>
            <Input style={{ width: 180 }} />
          </OptionalItem>
        </Space>
      )}
      <Space wrap align="start">
        <DayField label="İşlem Tarihi" name="occurredOn" ruleLabel="İşlem" />
        <Form.Item label="Keşide Tarihi" name="issuedOn">
          <DatePicker format="DD.MM.YYYY" />
        </Form.Item>
        <DueDayField message={CHEQUE_DUE_BEFORE_ISSUE_MESSAGE} />
        <AmountField />
      </Space>
      <DescriptionField />
    </FormDialog>
  );
};

type MoveValues = { occurredOn: Dayjs; cashBookId?: string; accountCardId?: string; description?: string };

/**
 * One legal action on a cheque: its date and what it needs (a cash book, a bank account
 * or an account card), then a confirmation. Paying more than the cash book holds says so
 * in the confirmation; the server asks again if the balance changed meanwhile.
 */
export const ChequeActionDialog = ({
  cheque,
  transition,
  onClose,
}: {
  cheque: TChequeDetail;
  transition: ChequeTransition;
  onClose: () => void;
}) => {
  const [form] = Form.useForm<MoveValues>();
  const [modal, modalHolder] = Modal.useModal();
  const label = chequeActionLabels[transition.action];
  const noun = chequeNoun(cheque.kind);
  const books = useCashBooks(cheque.branchId);
  const bookOptions = books
    .filter((b) => (transition.needs === 'bankCashBook' ? b.kind === 'Bank' : b.kind !== 'Pos'))
    .map(cashBookBalanceOption);
  const cards = useNamedOptions(ACCOUNT_CARD, transition.needs === 'accountCard').filter(
    (c) => c.value !== cheque.accountCardId,
  );
  const bookId = Form.useWatch('cashBookId', form);
  const book = books.find((b) => b.id === bookId);
  const lastDay = cheque.movements.at(-1)?.occurredOn;
  const save = useChequeWrite((body: BodyOf<'finance/cheque/{id}/movement'>) =>
    api.post('finance/cheque/{id}/movement', { path: { id: cheque.id }, body }),
  );
  const needsBook = transition.needs === 'cashBook' || transition.needs === 'bankCashBook';

  const submit = (v: MoveValues) => {
    const body = {
      action: transition.action,
      occurredOn: toDay(v.occurredOn),
      cashBookId: needsBook ? (v.cashBookId ?? null) : null,
      accountCardId: transition.needs === 'accountCard' ? (v.accountCardId ?? null) : null,
      description: v.description,
    };
    const send = (confirmed: boolean) =>
      save.send(
        { ...body, confirmed },
        {
          onSuccess: onClose,
          onError: (error) => {
            if (!confirmed && needsConfirmation(error)) ask(true);
          },
        },
      );
    const ask = (overBalance: boolean) =>
      modal.confirm({
        title: overBalance ? 'Onay Gerekli' : `${cheque.portfolioNo} portföy no'lu ${noun}: ${label}`,
        content: overBalance
          ? CHEQUE_PAY_CONFIRM_MESSAGE
          : `${formatMoney(cheque.amount)} tutarındaki ${noun} için "${label}" işlemi yapılsın mı?`,
        okText: 'Evet',
        cancelText: 'Vazgeç',
        onOk: () => send(overBalance),
      });
    const overBalance = transition.action === 'Pay' && !!book && cheque.amount > book.balance;
    ask(overBalance);
  };

  return (
    <FormDialog<MoveValues>
      title={`${cheque.portfolioNo} Portföy No'lu ${chequeKindLabels[cheque.kind]}: ${label}`}
      okText={label}
      form={form}
      onFinish={submit}
      onClose={onClose}
      saving={save.isPending}
      okButtonProps={{ danger: transition.action === 'Bounce' }}
      initialValues={{ occurredOn: dayjs(todayInIstanbul()) }}
      before={
        <>
          {modalHolder}
          {transition.action === 'Deposit' && (
            <Typography.Paragraph type="secondary">
              Bankaya verilen {noun} tahsil edilene kadar kasa bakiyesi değişmez.
            </Typography.Paragraph>
          )}
          {transition.action === 'Bounce' && (
            <Typography.Paragraph type="secondary">
              {cheque.state === 'Collected' ? 'Tahsilat ters kayıtla geri alınır; ' : ''}
              alacak yeniden {cheque.accountCardName} carisine yazılır.
            </Typography.Paragraph>
          )}
        </>
      }
    >
      <DayField
        label="İşlem Tarihi"
        name="occurredOn"
        ruleLabel="İşlem"
        extra={lastDay ? `Son hareket: ${formatDay(lastDay)}` : undefined}
        picker={{ disabledDate: (d) => !!lastDay && d.isBefore(dayjs(lastDay), 'day') }}
      />
      {needsBook && (
        <ChoiceField
          label={transition.needs === 'bankCashBook' ? 'Banka Hesabı' : 'Kasa'}
          name="cashBookId"
          options={bookOptions}
          requiredMessage={
            transition.needs === 'bankCashBook'
              ? CHEQUE_BANK_BOOK_REQUIRED_MESSAGE
              : CHEQUE_CASH_BOOK_REQUIRED_MESSAGE
          }
          extra={book ? `Kasa bakiyesi: ${formatMoney(book.balance)}` : undefined}
        />
      )}
      {transition.needs === 'accountCard' && (
        <ChoiceField
          label="Ciro Edilecek Cari"
          name="accountCardId"
          options={cards}
          requiredMessage={CHEQUE_ACCOUNT_CARD_REQUIRED_MESSAGE}
        />
      )}
      <DescriptionField />
    </FormDialog>
  );
};
