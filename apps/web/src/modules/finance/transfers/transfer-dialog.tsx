import { formatMoney } from '@panel/shared/common/money';
import { TRANSFER_SAME_BOOK_MESSAGE, type TTransferTarget } from '@panel/shared/finance/contracts';
import { Form } from 'antd';
import type { Dayjs } from 'dayjs';
import { useMemo } from 'react';
import type { BodyOf } from '../../../api/api-paths';
import { api } from '../../../app/http';
import { toDay } from '../../../components/form-rules';
import { useOptions } from '../../../components/resource-api';
import { BookMoveDialog } from '../book-move-dialog';
import { BRANCH_VIRMAN, cashBookBalanceOption, useCashBooks, useFinanceWrite } from '../finance.api';
import { AmountField, ChoiceField, DayField, DescriptionField } from '../finance-fields';
import { type Kind, SCREENS } from './transfer-screens';

/** The new-virman dialog of the virman screens: loaded when first opened. */

type Values = {
  fromCashBookId: string;
  toCashBookId: string;
  amount: string;
  occurredOn: Dayjs;
  description?: string;
};
/**
 * The new-virman dialog. Moving more than the source cash book holds asks first
 * ('Kasa bakiyesi yetersiz ...'); the server asks too, for a balance that changed meanwhile.
 */
export const TransferDialog = ({ kind, onClose }: { kind: Kind; onClose: () => void }) => {
  const screen = SCREENS[kind];
  const [form] = Form.useForm<Values>();
  const books = useCashBooks();
  const targets = useOptions<TTransferTarget>(`${BRANCH_VIRMAN}/targets`, undefined, kind === 'Branch').data;
  const fromId = Form.useWatch('fromCashBookId', form);
  const from = books.find((b) => b.id === fromId);
  const fromOptions = books.map(cashBookBalanceOption);
  const toOptions = useMemo(
    () =>
      kind === 'Account'
        ? books
            .filter((b) => b.id !== fromId && (!from || b.branchId === from.branchId))
            .map(cashBookBalanceOption)
        : (targets ?? [])
            .filter((b) => b.id !== fromId)
            .map((b) => ({ value: b.id, label: `${b.branchName} - ${b.name}` })),
    [kind, books, targets, fromId, from],
  );
  const save = useFinanceWrite((body: BodyOf<typeof screen.endpoint>) => api.post(screen.endpoint, { body }));

  return (
    <BookMoveDialog<Values, BodyOf<typeof screen.endpoint>>
      title={`Yeni ${screen.title}`}
      okText="Aktar"
      form={form}
      from={from}
      toBody={(values) => ({
        fromCashBookId: values.fromCashBookId,
        toCashBookId: values.toCashBookId,
        amount: values.amount,
        occurredOn: toDay(values.occurredOn),
        description: values.description,
      })}
      save={save}
      onClose={onClose}
    >
      <ChoiceField
        label="Çıkış Kasası"
        name="fromCashBookId"
        options={fromOptions}
        select={{ autoFocus: true }}
      />
      <ChoiceField
        label="Giriş Kasası"
        name="toCashBookId"
        options={toOptions}
        dependencies={['fromCashBookId']}
        moreRules={[
          ({ getFieldValue }) => ({
            validator: async (_, value: unknown) => {
              if (value && value === getFieldValue('fromCashBookId'))
                throw new Error(TRANSFER_SAME_BOOK_MESSAGE);
            },
          }),
        ]}
        extra={
          kind === 'Branch'
            ? 'İşletmenin diğer şubelerinin kasaları'
            : 'Çıkış kasasıyla aynı şubenin kasaları'
        }
      />
      <AmountField extra={from ? `Kasa bakiyesi: ${formatMoney(from.balance)}` : undefined} />
      <DayField label="Tarih" name="occurredOn" ruleLabel="Tarih" />
      <DescriptionField />
    </BookMoveDialog>
  );
};
