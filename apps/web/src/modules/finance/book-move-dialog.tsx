import { todayInIstanbul } from '@panel/shared/common/dates';
import { parseMoney } from '@panel/shared/common/money';
import { TRANSFER_CONFIRM_MESSAGE, TRANSFER_CONFIRM_TITLE } from '@panel/shared/finance/contracts';
import type { FormInstance } from 'antd';
import dayjs from 'dayjs';
import type { ReactNode } from 'react';
import { FormDialog } from '../../components/form-dialog';
import type { CashBookOption } from './finance.api';
import { useOverBalanceConfirm } from './over-balance';

/**
 * A dialog that moves money out of a cash book (a virman, a POS cash-out), dated today to
 * start with. Taking more than the book holds asks first; the write goes with `confirmed`,
 * and the dialog closes once it is saved.
 */
export const BookMoveDialog = <V extends { amount: string }, B>(props: {
  title: string;
  okText: string;
  form: FormInstance<V>;
  /** The cash book the money leaves, once chosen. */
  from: CashBookOption | undefined;
  toBody: (values: V) => B;
  save: {
    mutate: (
      body: B & { confirmed: boolean },
      options: { onSuccess: () => void; onError: (error: unknown) => void },
    ) => void;
    isPending: boolean;
  };
  onClose: () => void;
  children: ReactNode;
}) => {
  const { submit, modalHolder } = useOverBalanceConfirm({
    title: TRANSFER_CONFIRM_TITLE,
    content: TRANSFER_CONFIRM_MESSAGE,
    okText: 'Evet, aktar',
  });
  const send = (values: V) => {
    const amount = parseMoney(values.amount) ?? 0;
    submit(!!props.from && amount > props.from.balance, (confirmed, onError) =>
      props.save.mutate({ ...props.toBody(values), confirmed }, { onSuccess: props.onClose, onError }),
    );
  };
  return (
    <FormDialog<V>
      title={props.title}
      okText={props.okText}
      form={props.form}
      onFinish={send}
      onClose={props.onClose}
      saving={props.save.isPending}
      initialValues={{ occurredOn: dayjs(todayInIstanbul()) }}
      before={modalHolder}
    >
      {props.children}
    </FormDialog>
  );
};
