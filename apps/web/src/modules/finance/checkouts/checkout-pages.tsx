import { formatDay } from '@panel/shared/common/dates';
import { formatMoney } from '@panel/shared/common/money';
import {
  CHECKOUT_SORTS,
  POS_CASH_OUT_SORTS,
  type TCheckout,
  type TPosCashOut,
} from '@panel/shared/finance/checkouts';
import { ACTIONS } from '@panel/shared/permissions/keys';
import { Typography } from 'antd';
import type { CancelPath } from '../../../api/api-paths';
import { useCan } from '../../../app/auth/use-session-data';
import { lazyNamed } from '../../../components/lazy-named';
import { ListPage } from '../../../components/list-page';
import { ListReportActions } from '../../../components/list-report-actions';
import { ListTabs } from '../../../components/list-tabs';
import { ListTotals } from '../../../components/list-totals';
import { RangeFilter, rangeDays, useRangeFilter } from '../../../components/range-filter';
import { sortable, sortableDayColumn } from '../../../components/sortable-column';
import { BranchFilter } from '../../education/education-filters';
import { useListFilter } from '../../education/education-options';
import { useAddDialog } from '../add-dialog';
import {
  CancelButton,
  cancelActionColumn,
  cancellableAmountColumn,
  cancelStateColumn,
} from '../cancel-dialog';
import { type CashBookOption, useListTotals } from '../finance.api';
import { CashBookFilter, type RecordStatus, RecordStatusFilter } from '../finance-filters';
import { CHECKOUT, CHECKOUT_LISTS, POS_CASH_OUT } from './checkout.api';

// The dialogs load when one is first opened: the lists do not carry the form library and the modal.
const loadDialogs = () => import('./checkout-dialogs');
const CountDialog = lazyNamed(loadDialogs, 'CountDialog');
const PosCashOutDialog = lazyNamed(loadDialogs, 'PosCashOutDialog');

type CheckoutRow = TCheckout;

type PosCashOutRow = TPosCashOut;

/** Cancelling a count or a cash-out reverses its postings; the row stays in the list, marked. */
const CancelCheckoutButton = ({
  title,
  url,
  id,
  okText,
}: {
  title: string;
  url: CancelPath;
  id: string;
  okText: string;
}) => (
  <CancelButton
    title={title}
    url={url}
    id={id}
    okText={okText}
    note="Kayıt ters kayıtla geri alınır; kasa bakiyeleri eski haline döner."
    refreshes={CHECKOUT_LISTS}
  />
);

const isPosOrBank = (b: CashBookOption) => b.kind === 'Pos' || b.kind === 'Bank';

const CountsTab = () => {
  const canManage = useCan(ACTIONS.finance.checkout);
  const add = useAddDialog({
    allowed: canManage,
    label: 'Yeni Sayım',
    dialog: (close) => <CountDialog onClose={close} />,
  });
  const [branchId, setBranchId] = useListFilter<string>('branchId');
  const [cashBookId, setCashBookId] = useListFilter<string>('cashBookId');
  const [status, setStatus] = useListFilter<RecordStatus>('status');
  const [range, setRange] = useRangeFilter();
  const filters = { branchId, cashBookId, status, ...rangeDays(range) };
  const totals = useListTotals<{ surplus: number; shortage: number }>(CHECKOUT, filters);
  return (
    <>
      <ListPage<CheckoutRow>
        title="Kasa Sayımları"
        endpoint={CHECKOUT}
        searchPlaceholder="Kasa ara"
        emptyText="Bu ölçütlere uygun kasa sayımı yok."
        filters={filters}
        toolbar={
          <>
            <BranchFilter value={branchId} onChange={setBranchId} />
            <CashBookFilter branchId={branchId} value={cashBookId} onChange={setCashBookId} />
            <RecordStatusFilter value={status} onChange={setStatus} />
            <RangeFilter label="Tarih aralığı" value={range} onChange={setRange} />
            <ListReportActions endpoint={CHECKOUT} filters={filters} fileName="Kasa Sayımları" />
            {add.button}
          </>
        }
        columns={[
          sortableDayColumn('Sayım Tarihi', CHECKOUT_SORTS, 'countedOn'),
          { title: 'Şube', dataIndex: 'branchName' },
          { title: 'Kasa', dataIndex: 'cashBookName' },
          { title: 'Beklenen', dataIndex: 'expected', align: 'right', render: (v: number) => formatMoney(v) },
          { title: 'Sayılan', dataIndex: 'counted', align: 'right', render: (v: number) => formatMoney(v) },
          {
            title: 'Fark',
            dataIndex: 'difference',
            ...sortable(CHECKOUT_SORTS, 'difference'),
            align: 'right',
            render: (v: number, r) => (
              <Typography.Text type={v === 0 ? undefined : v > 0 ? 'success' : 'danger'} delete={r.cancelled}>
                {formatMoney(v)}
              </Typography.Text>
            ),
          },
          { title: 'Fark Nedeni', dataIndex: 'reason', ellipsis: true },
          cancelStateColumn(),
          cancelActionColumn(canManage, (r: CheckoutRow) => (
            <CancelCheckoutButton
              title={`${formatDay(r.countedOn)} tarihli ${r.cashBookName} sayımı iptal edilsin mi?`}
              url={`${CHECKOUT}/{id}/cancel`}
              id={r.id}
              okText="Sayımı İptal Et"
            />
          )),
        ]}
      />
      {totals && (
        <ListTotals
          parts={[
            ['Sayım fazlası (iptaller hariç)', formatMoney(totals.surplus)],
            ['Sayım eksiği', formatMoney(totals.shortage)],
          ]}
        />
      )}
      {add.dialog}
    </>
  );
};

const PosCashOutTab = () => {
  const canManage = useCan(ACTIONS.finance.checkout);
  const add = useAddDialog({
    allowed: canManage,
    label: 'Yeni POS Nakde Çevirme',
    dialog: (close) => <PosCashOutDialog onClose={close} />,
  });
  const [cashBookId, setCashBookId] = useListFilter<string>('cashBookId');
  return (
    <>
      <ListPage<PosCashOutRow>
        title="POS Nakde Çevirme"
        endpoint={POS_CASH_OUT}
        searchPlaceholder="No, hesap veya açıklama ara"
        emptyText="Henüz POS nakde çevirme yok."
        filters={{ cashBookId }}
        toolbar={
          <>
            <CashBookFilter
              label="Hesap"
              placeholder="Tüm hesaplar"
              where={isPosOrBank}
              value={cashBookId}
              onChange={setCashBookId}
            />
            {add.button}
          </>
        }
        columns={[
          { title: 'No', dataIndex: 'transferNo' },
          sortableDayColumn('Tarih', POS_CASH_OUT_SORTS, 'occurredOn'),
          { title: 'POS Hesabı', dataIndex: 'fromCashBookName' },
          { title: 'Banka Hesabı', dataIndex: 'toCashBookName' },
          cancellableAmountColumn({ sortable: true }),
          {
            title: 'Komisyon',
            dataIndex: 'fee',
            align: 'right',
            render: (v: number, r) => (v ? `${formatMoney(v)} (${r.expenseTypeName ?? '-'})` : '-'),
          },
          {
            title: 'Bankaya Geçen',
            key: 'net',
            align: 'right',
            render: (_, r) => formatMoney(r.amount - r.fee),
          },
          { title: 'Açıklama', dataIndex: 'description', ellipsis: true },
          cancelStateColumn(),
          cancelActionColumn(canManage, (r: PosCashOutRow) => (
            <CancelCheckoutButton
              title={`${r.transferNo} numaralı POS nakde çevirme iptal edilsin mi?`}
              url={`${POS_CASH_OUT}/{id}/cancel`}
              id={r.id}
              okText="İptal Et"
            />
          )),
        ]}
      />
      {add.dialog}
    </>
  );
};

/**
 * /finance/checkout: the end of the day. Cash counts against what the ledger expects,
 * and POS cash-outs to the bank. Switching tabs starts the other list from its first page.
 */
export const CheckoutPage = () => (
  <ListTabs
    items={[
      { key: 'counts', label: 'Kasa Sayımı', children: <CountsTab /> },
      { key: 'pos', label: 'POS Nakde Çevirme', children: <PosCashOutTab /> },
    ]}
  />
);
