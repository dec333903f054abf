import {
  CHEQUE_DIRECTIONS,
  CHEQUE_KINDS,
  CHEQUE_STATES,
  type ChequeState,
  chequeDirectionLabels,
  chequeKindLabels,
  chequeStateLabels,
} from '@panel/shared/finance/enums';
import { useQueryClient } from '@tanstack/react-query';
import { Tag } from 'antd';
import { optionsOf } from '../../../components/enum-options';
import { invalidatePaths } from '../../../components/resource-api';
import { useFinanceWrite } from '../finance.api';

/** The endpoint and cache key of cheques; every write also refreshes balances. */
export const CHEQUE = 'finance/cheque';

export const STATE_COLORS: Record<ChequeState, string> = {
  InPortfolio: 'blue',
  Given: 'purple',
  Endorsed: 'cyan',
  DepositedToBank: 'gold',
  Collected: 'green',
  Bounced: 'red',
  Returned: 'default',
};

export const StateTag = ({ state }: { state: ChequeState }) => (
  <Tag color={STATE_COLORS[state]}>{chequeStateLabels[state]}</Tag>
);

export const DIRECTION_OPTIONS = optionsOf(CHEQUE_DIRECTIONS, chequeDirectionLabels);
export const KIND_OPTIONS = optionsOf(CHEQUE_KINDS, chequeKindLabels);
export const STATE_OPTIONS = optionsOf(CHEQUE_STATES, chequeStateLabels);

/** A write on a cheque: the cheque lists and pages refresh beside the balances. */
export const useChequeWrite = <V, R = { message?: string }>(write: (values: V) => Promise<R>) => {
  const client = useQueryClient();
  const mutation = useFinanceWrite(write);
  return {
    ...mutation,
    send: (
      values: V,
      options: { onSuccess?: (result: R) => void; onError?: (error: unknown) => void } = {},
    ) =>
      mutation.mutate(values, {
        onSuccess: (result) => {
          void invalidatePaths(client, [CHEQUE]);
          options.onSuccess?.(result);
        },
        onError: options.onError,
      }),
  };
};
