import { formatDay, todayInIstanbul } from '@panel/shared/common/dates';
import { formatMoney } from '@panel/shared/common/money';
import { type OrderItemKind, orderItemKindLabels } from '@panel/shared/education/enums';
import { ACTIONS } from '@panel/shared/permissions/keys';
import { type OrderState, type PaymentMethod, paymentMethodLabels } from '@panel/shared/sales/enums';
import { discountText } from '@panel/shared/sales/pricing';
import { Button, Card, Descriptions, Skeleton, Space, Table, Typography } from 'antd';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { useCan } from '../../../app/auth/use-session-data';
import { api } from '../../../app/http';
import { CancelReasonModal } from '../../../components/cancel-reason-modal';
import { allRowsTableProps } from '../../../components/list-page';
import { openContract, openPaymentPlan } from '../documents/sales-documents';
import { installmentNoColumn } from '../installment-columns';
import { InstallmentStateTag, OrderStateTag } from '../sale-tags';
import { type OrderInstallment, type OrderItem, salePath, useMoneyWrite, useOrder } from '../sales.api';

const money = (v: number) => formatMoney(v);

/** Cancelling a service asks why, and says what happens to the money. */
const CancelOrder = ({ onCancel, busy }: { onCancel: (reason: string) => void; busy: boolean }) => {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button danger onClick={() => setOpen(true)}>
        Satışı İptal Et
      </Button>
      <CancelReasonModal
        open={open}
        title="Satış iptal edilsin mi?"
        okText="İptal Et"
        note="Ödenmemiş taksitler iptal edilir. Tahsil edilmiş tutar öğrencinin hesabında alacak olarak kalır; iade için tahsilatı iptal ediniz."
        busy={busy}
        onClose={() => setOpen(false)}
        onConfirm={(reason) => {
          onCancel(reason);
          setOpen(false);
        }}
      />
    </>
  );
};

/** /education/student/{id}/sale/{order}: the order, its plan and payments, and what can be done to it. */
export const SaleDetailPage = () => {
  const { student_id: studentId = '', student_order_id: orderId = '' } = useParams();
  const { data: order } = useOrder(orderId);
  const canManage = useCan(ACTIONS.sales.manage);
  const canCollect = useCan(ACTIONS.sales.collect);
  const setState = useMoneyWrite((body: { state: OrderState; reason?: string }) =>
    api.post('student-order/{id}/state', { path: { id: orderId }, body }),
  );
  if (!order) return <Skeleton active />;
  const today = todayInIstanbul();
  const planEditable = order.state === 'Draft' || (order.state === 'PaymentScheduled' && order.paid === 0);
  const hasPlan = order.installments.length > 0;
  return (
    <>
      <Space align="baseline" style={{ marginBottom: 8 }} wrap>
        <Typography.Title level={3} style={{ margin: 0 }}>
          {order.orderNo} numaralı satış
        </Typography.Title>
        <OrderStateTag state={order.state} />
      </Space>
      <Card style={{ marginBottom: 16 }}>
        <Descriptions size="small" column={{ xs: 1, md: 3 }}>
          <Descriptions.Item label="Öğrenci">
            <Link to={`/education/student/${studentId}?tab=sale`}>
              {order.studentNo} - {order.studentName}
            </Link>
          </Descriptions.Item>
          <Descriptions.Item label="Dönem">{order.semesterName ?? '-'}</Descriptions.Item>
          <Descriptions.Item label="Ödeme Sorumlusu">
            {order.paymentPersonName ?? 'Öğrenci'}
          </Descriptions.Item>
          <Descriptions.Item label="Tutar">{money(order.net)}</Descriptions.Item>
          <Descriptions.Item label="Ödenen">{money(order.paid)}</Descriptions.Item>
          <Descriptions.Item label="Kalan">
            <strong data-testid="order-remaining">{money(order.remaining)}</strong>
          </Descriptions.Item>
          <Descriptions.Item label="Satış Tarihi">{formatDay(order.createdAt)}</Descriptions.Item>
          {order.note && <Descriptions.Item label="Açıklama">{order.note}</Descriptions.Item>}
          {order.cancelReason && (
            <Descriptions.Item label="İptal Nedeni">{order.cancelReason}</Descriptions.Item>
          )}
        </Descriptions>
        <Space wrap style={{ marginTop: 12 }}>
          {canManage && planEditable && (
            <Link to={`${salePath(studentId, orderId)}/payment`}>
              <Button type="primary">{hasPlan ? 'Ödeme Planını Değiştir' : 'Ödeme Planı Oluştur'}</Button>
            </Link>
          )}
          {canCollect && order.remaining > 0 && (
            <Link to={`/finance/collection?studentId=${studentId}`}>
              <Button type={planEditable ? 'default' : 'primary'}>Tahsilat Al</Button>
            </Link>
          )}
          {hasPlan && <Button onClick={() => openContract(orderId)}>Sözleşme</Button>}
          {hasPlan && <Button onClick={() => openPaymentPlan(orderId)}>Ödeme Planı Yazdır</Button>}
          {order.state !== 'Draft' && (
            <Link to={`${salePath(studentId, orderId)}/invoice`}>
              <Button>Fatura Planı</Button>
            </Link>
          )}
          {canManage && order.state === 'PaymentScheduled' && (
            <Button loading={setState.isPending} onClick={() => setState.mutate({ state: 'Freeze' })}>
              Dondur
            </Button>
          )}
          {canManage && order.state === 'Freeze' && (
            <Button
              loading={setState.isPending}
              onClick={() => setState.mutate({ state: 'PaymentScheduled' })}
            >
              Dondurmayı Kaldır
            </Button>
          )}
          {canManage && order.state !== 'Cancelled' && (
            <CancelOrder
              busy={setState.isPending}
              onCancel={(reason) => setState.mutate({ state: 'Cancelled', reason })}
            />
          )}
        </Space>
      </Card>
      <Card title="Hizmetler" style={{ marginBottom: 16 }}>
        <Table<OrderItem>
          {...allRowsTableProps(order.items)}
          size="small"
          scroll={{ x: 'max-content' }}
          columns={[
            { title: 'Hizmet', dataIndex: 'name' },
            { title: 'Tür', dataIndex: 'itemKind', render: (k: OrderItemKind) => orderItemKindLabels[k] },
            { title: 'Adet', dataIndex: 'quantity', align: 'right' },
            { title: 'Birim Fiyat', dataIndex: 'unitPrice', align: 'right', render: money },
            {
              title: 'Satır İndirimi',
              key: 'lineDiscount',
              align: 'right',
              render: (_: unknown, i: OrderItem) =>
                i.lineDiscount > 0
                  ? `${money(i.lineDiscount)}${i.discountKind === 'Percent' ? ` (${discountText(i.discountKind, i.discountValue)})` : ''}`
                  : '-',
            },
            {
              title: 'Sipariş İndirimi Payı',
              dataIndex: 'orderDiscount',
              align: 'right',
              render: (v: number) => (v > 0 ? money(v) : '-'),
            },
            { title: 'Tutar', dataIndex: 'net', align: 'right', render: money },
            { title: 'KDV', dataIndex: 'vatRate', align: 'right', render: (r: number) => `%${r}` },
          ]}
          summary={() => (
            <Table.Summary.Row>
              <Table.Summary.Cell index={0} colSpan={4}>
                <strong>Toplam</strong>
              </Table.Summary.Cell>
              <Table.Summary.Cell index={4} align="right">
                {money(order.lineDiscount)}
              </Table.Summary.Cell>
              <Table.Summary.Cell index={5} align="right">
                {money(order.orderDiscount)}
              </Table.Summary.Cell>
              <Table.Summary.Cell index={6} align="right">
                <strong>{money(order.net)}</strong>
              </Table.Summary.Cell>
              <Table.Summary.Cell index={7} />
            </Table.Summary.Row>
          )}
        />
        <Descriptions
          size="small"
          column={1}
          style={{ maxWidth: 420, marginTop: 12, marginInlineStart: 'auto' }}
        >
          <Descriptions.Item label="Ara Toplam">{money(order.gross)}</Descriptions.Item>
          {order.lineDiscount > 0 && (
            <Descriptions.Item label="Satır İndirimleri">-{money(order.lineDiscount)}</Descriptions.Item>
          )}
          {order.discountKind && order.discountValue ? (
            <Descriptions.Item
              label={`Sipariş İndirimi (${discountText(order.discountKind, order.discountValue)})`}
            >
              -{money(order.orderDiscount)}
            </Descriptions.Item>
          ) : null}
          <Descriptions.Item label="Genel Toplam">
            <strong>{money(order.net)}</strong>
          </Descriptions.Item>
        </Descriptions>
      </Card>
      <Card title="Ödeme Planı">
        <Table<OrderInstallment>
          {...allRowsTableProps(order.installments)}
          size="small"
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: 'Ödeme planı henüz oluşturulmadı.' }}
          columns={[
            installmentNoColumn,
            { title: 'Vade', dataIndex: 'dueDate', render: formatDay },
            { title: 'Tutar', dataIndex: 'amount', align: 'right', render: money },
            { title: 'Ödenen', dataIndex: 'paid', align: 'right', render: money },
            { title: 'Kalan', dataIndex: 'remaining', align: 'right', render: money },
            { title: 'Yöntem', dataIndex: 'method', render: (m: PaymentMethod) => paymentMethodLabels[m] },
            { title: 'Durum', key: 'state', render: (_, i) => <InstallmentStateTag i={i} today={today} /> },
            {
              title: 'Makbuzlar',
              key: 'payments',
              render: (_, i) => (
                <Space size={4} wrap>
                  {i.payments.map((p) => (
                    <Link key={p.collectionId} to={`/finance/collection/${p.collectionId}`}>
                      <Typography.Text delete={p.cancelled}>
                        {p.receiptNo} ({money(p.amount)})
                      </Typography.Text>
                    </Link>
                  ))}
                </Space>
              ),
            },
          ]}
        />
      </Card>
    </>
  );
};
