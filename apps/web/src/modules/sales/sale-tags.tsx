import { type OrderState, orderStateLabels } from '@panel/shared/sales/enums';
import { Tag } from 'antd';

const colors: Record<OrderState, string> = {
  Draft: 'default',
  PaymentScheduled: 'blue',
  Freeze: 'orange',
  Cancelled: 'red',
};

export const OrderStateTag = ({ state }: { state: OrderState }) => (
  <Tag color={colors[state]}>{orderStateLabels[state]}</Tag>
);

/** An installment as the desk reads it: paid, part paid, open, late or cancelled. */
export const InstallmentStateTag = ({
  i,
  today,
}: {
  i: { amount: number; paid: number; dueDate: string; cancelled: boolean };
  today: string;
}) => {
  if (i.cancelled) return <Tag>İptal</Tag>;
  if (i.paid >= i.amount) return <Tag color="green">Ödendi</Tag>;
  if (i.dueDate < today) return <Tag color="red">Gecikmiş</Tag>;
  if (i.paid > 0) return <Tag color="gold">Kısmi Ödendi</Tag>;
  return <Tag color="blue">Açık</Tag>;
};
