import { formatMoney } from '@panel/shared/common/money';
import type { OverduePayerTotals } from '@panel/shared/sales/overdue';
import { InputNumber, Typography } from 'antd';
import { useUrlNumberFilter } from '../../../components/use-list-params';
import { BranchFilter } from '../../education/education-filters';
import { useListFilter } from '../../education/education-options';

/** The branch and days-late filters both overdue payer screens share. */
export const useOverdueFilters = () => {
  const [branchId, setBranchId] = useListFilter<string>('branchId');
  const [minDaysLate, setMinDaysLate] = useUrlNumberFilter('minDaysLate');
  const controls = (onChange?: () => void) => (
    <>
      <BranchFilter
        value={branchId}
        onChange={(v) => {
          setBranchId(v);
          onChange?.();
        }}
      />
      <InputNumber<number>
        aria-label="En az gecikme (gün)"
        placeholder="En az gecikme (gün)"
        min={0}
        max={3650}
        precision={0}
        style={{ width: 180 }}
        value={minDaysLate ?? null}
        onChange={(v) => {
          setMinDaysLate(v ?? undefined);
          onChange?.();
        }}
      />
    </>
  );
  return { filters: { branchId, minDaysLate }, controls };
};

/** The payers' totals over the whole filtered list, beside its filters. */
export const PayerTotals = ({ totals }: { totals: OverduePayerTotals | undefined }) =>
  totals ? (
    <Typography.Text>
      {totals.payerCount} kişi, {totals.installmentCount} taksit, toplam{' '}
      <strong>{formatMoney(totals.overdueAmount)}</strong>
    </Typography.Text>
  ) : null;
