import { PlusOutlined } from '@ant-design/icons';
import { formatDay } from '@panel/shared/common/dates';
import { formatMoney } from '@panel/shared/common/money';
import {
  CHEQUE_SORTS,
  type ChequeTransition,
  chequeActionLabels,
  chequeNoun,
  legalChequeActions,
  type TChequeDetail,
  type TChequeMovementRow,
  type TChequeRow,
} from '@panel/shared/finance/cheques';
import {
  type ChequeDirection,
  type ChequeKind,
  type ChequeState,
  chequeDirectionLabels,
  chequeKindLabels,
  chequeStateLabels,
} from '@panel/shared/finance/enums';
import { ACTIONS } from '@panel/shared/permissions/keys';
import { Button, Card, Descriptions, Skeleton, Space, Table, Typography } from 'antd';
import { Suspense, useMemo, useState } from 'react';
import { Link, useParams } from 'react-router';
import { useCan } from '../../../app/auth/use-session-data';
import { FilterSelect } from '../../../components/filter-select';
import { lazyNamed } from '../../../components/lazy-named';
import { allRowsTableProps, ListPage } from '../../../components/list-page';
import { ListReportActions } from '../../../components/list-report-actions';
import { ListTotals } from '../../../components/list-totals';
import { RangeFilter, rangeDays, useRangeFilter } from '../../../components/range-filter';
import { useRecord } from '../../../components/resource-api';
import { sortable, sortableDayColumn } from '../../../components/sortable-column';
import { BranchFilter } from '../../education/education-filters';
import { useListFilter } from '../../education/education-options';
import { useListTotals } from '../finance.api';
import { CHEQUE, DIRECTION_OPTIONS, KIND_OPTIONS, STATE_OPTIONS, StateTag } from './cheque-shared';

// The dialogs load when one is first opened: the page does not carry their form library and modal.
const loadDialogs = () => import('./cheque-dialogs');
const NewChequeDialog = lazyNamed(loadDialogs, 'NewChequeDialog');
const ChequeActionDialog = lazyNamed(loadDialogs, 'ChequeActionDialog');

/** /finance/cheque: the portfolio and the cheques we gave, filtered, totalled, printed and exported. */
export const ChequeListPage = () => {
  const canManage = useCan(ACTIONS.finance.cheques);
  const [direction, setDirection] = useListFilter<ChequeDirection>('direction');
  const [kind, setKind] = useListFilter<ChequeKind>('kind');
  const [state, setState] = useListFilter<ChequeState>('state');
  const [branchId, setBranchId] = useListFilter<string>('branchId');
  const [range, setRange] = useRangeFilter();
  const [adding, setAdding] = useState<ChequeDirection | null>(null);
  const due = rangeDays(range);
  const filters = { direction, kind, state, branchId, dueFrom: due.from, dueTo: due.to };
  const totals = useListTotals<{ count: number; amount: number }>(CHEQUE, filters);
  return (
    <>
      <ListPage<TChequeRow>
        title="Çek / Senet"
        endpoint={CHEQUE}
        searchPlaceholder="Portföy no, seri no, keşideci veya cari ara"
        emptyText="Bu ölçütlere uygun çek veya senet yok."
        filters={filters}
        toolbar={
          <>
            <FilterSelect
              label="Yön"
              placeholder="Alınan ve verilen"
              options={DIRECTION_OPTIONS}
              value={direction}
              onChange={setDirection}
              width={170}
            />
            <FilterSelect
              label="Tür"
              placeholder="Çek ve senet"
              options={KIND_OPTIONS}
              value={kind}
              onChange={setKind}
              width={150}
            />
            <FilterSelect
              label="Durum"
              placeholder="Tüm durumlar"
              options={STATE_OPTIONS}
              value={state}
              onChange={setState}
              width={170}
            />
            <BranchFilter value={branchId} onChange={setBranchId} />
            <RangeFilter
              label="Vade aralığı"
              placeholder={['Vade başı', 'Vade sonu']}
              value={range}
              onChange={setRange}
            />
            <ListReportActions endpoint={CHEQUE} filters={filters} fileName="Çek ve Senetler" />
            {canManage && (
              <>
                <Button type="primary" icon={<PlusOutlined />} onClick={() => setAdding('Received')}>
                  Çek / Senet Al
                </Button>
                <Button icon={<PlusOutlined />} onClick={() => setAdding('Given')}>
                  Çek / Senet Ver
                </Button>
              </>
            )}
          </>
        }
        columns={[
          {
            title: 'Portföy No',
            dataIndex: 'portfolioNo',
            render: (v: number, r) => <Link to={`/finance/cheque/${r.id}`}>{v}</Link>,
          },
          { title: 'Yön', dataIndex: 'direction', render: (v: ChequeDirection) => chequeDirectionLabels[v] },
          { title: 'Tür', dataIndex: 'kind', render: (v: ChequeKind) => chequeKindLabels[v] },
          { title: 'Durum', dataIndex: 'state', render: (v: ChequeState) => <StateTag state={v} /> },
          { title: 'Seri No', dataIndex: 'serialNo' },
          { title: 'Keşideci', dataIndex: 'drawer', ellipsis: true },
          { title: 'Banka', dataIndex: 'bankName' },
          {
            title: 'Cari',
            key: 'party',
            render: (_, r) =>
              r.endorsedToName ? `${r.accountCardName} → ${r.endorsedToName}` : r.accountCardName,
          },
          sortableDayColumn('Vade', CHEQUE_SORTS, 'dueOn'),
          {
            title: 'Tutar',
            dataIndex: 'amount',
            ...sortable(CHEQUE_SORTS, 'amount'),
            align: 'right',
            render: (v: number) => formatMoney(v),
          },
          { title: 'Şube', dataIndex: 'branchName' },
          {
            title: '',
            key: 'open',
            align: 'right',
            render: (_, r) => (
              <Link to={`/finance/cheque/${r.id}`} className="no-print">
                <Button size="small">Detay</Button>
              </Link>
            ),
          },
        ]}
      />
      {totals && (
        <ListTotals
          parts={[
            ['Adet', String(totals.count)],
            ['Toplam Tutar', formatMoney(totals.amount)],
          ]}
        />
      )}
      {adding && (
        <Suspense fallback={null}>
          <NewChequeDialog direction={adding} onClose={() => setAdding(null)} />
        </Suspense>
      )}
    </>
  );
};

const movementColumns = [
  { title: 'Tarih', dataIndex: 'occurredOn', render: (v: string) => formatDay(v) },
  {
    title: 'Durum',
    key: 'state',
    render: (_: unknown, m: TChequeMovementRow) => (
      <Space size={4}>
        {m.fromState && (
          <>
            <StateTag state={m.fromState} />→
          </>
        )}
        <StateTag state={m.toState} />
      </Space>
    ),
  },
  { title: 'Kasa', dataIndex: 'cashBookName' },
  { title: 'Cari', dataIndex: 'accountCardName' },
  {
    title: 'Muhasebe',
    key: 'posting',
    render: (_: unknown, m: TChequeMovementRow) =>
      m.reverseTransactionId ? 'Tahsilat iptali ve kayıt' : m.transactionId ? 'Kayıt var' : 'Kayıt yok',
  },
  { title: 'Açıklama', dataIndex: 'note', ellipsis: true },
  { title: 'İşlemi Yapan', dataIndex: 'createdByName' },
];

/** /finance/cheque/{cheque_id}: the cheque, its history, and the actions legal in its state now. */
export const ChequeDetailPage = () => {
  const { cheque_id: id } = useParams();
  const canManage = useCan(ACTIONS.finance.cheques);
  const { data: cheque, isLoading } = useRecord<TChequeDetail>(`${CHEQUE}/{id}`, id);
  const [acting, setActing] = useState<ChequeTransition | null>(null);
  const actions = useMemo(() => (cheque ? legalChequeActions(cheque.direction, cheque.state) : []), [cheque]);
  if (isLoading || !cheque) return <Skeleton active />;
  const isCheque = cheque.kind === 'Cheque';
  return (
    <>
      <div className="page-title-row">
        <Typography.Title level={3} style={{ margin: 0 }}>
          {cheque.portfolioNo} Portföy No'lu {chequeDirectionLabels[cheque.direction]}{' '}
          {chequeKindLabels[cheque.kind]} <StateTag state={cheque.state} />
        </Typography.Title>
        <Space className="no-print">
          {canManage &&
            actions.map((t) => (
              <Button
                key={t.action}
                type={t.action === 'Collect' || t.action === 'Pay' ? 'primary' : 'default'}
                danger={t.action === 'Bounce'}
                onClick={() => setActing(t)}
              >
                {chequeActionLabels[t.action]}
              </Button>
            ))}
          <Link to="/finance/cheque">
            <Button>Listeye Dön</Button>
          </Link>
        </Space>
      </div>
      <Card>
        <Descriptions size="small" bordered column={{ xs: 1, md: 2 }}>
          <Descriptions.Item label="Tutar">{formatMoney(cheque.amount)}</Descriptions.Item>
          <Descriptions.Item label="Vade Tarihi">{formatDay(cheque.dueOn)}</Descriptions.Item>
          <Descriptions.Item label="Seri No">{cheque.serialNo}</Descriptions.Item>
          <Descriptions.Item label="Keşide Tarihi">{formatDay(cheque.issuedOn)}</Descriptions.Item>
          <Descriptions.Item label="Keşideci">
            {cheque.drawer}
            {cheque.drawerTaxNumber ? ` (${cheque.drawerTaxNumber})` : ''}
          </Descriptions.Item>
          <Descriptions.Item label="Şube">{cheque.branchName}</Descriptions.Item>
          {isCheque && (
            <Descriptions.Item label="Banka">
              {[cheque.bankName, cheque.bankBranch].filter(Boolean).join(' / ')}
              {cheque.accountNo ? ` - Hesap No: ${cheque.accountNo}` : ''}
            </Descriptions.Item>
          )}
          <Descriptions.Item label={cheque.direction === 'Received' ? 'Alınan Cari' : 'Verilen Cari'}>
            {cheque.accountCardName}
          </Descriptions.Item>
          {cheque.studentName && <Descriptions.Item label="Öğrenci">{cheque.studentName}</Descriptions.Item>}
          {cheque.endorsedToName && (
            <Descriptions.Item label="Ciro Edilen">{cheque.endorsedToName}</Descriptions.Item>
          )}
          {cheque.cashBookName && <Descriptions.Item label="Kasa">{cheque.cashBookName}</Descriptions.Item>}
          {cheque.note && <Descriptions.Item label="Açıklama">{cheque.note}</Descriptions.Item>}
        </Descriptions>
        {canManage && actions.length === 0 && (
          <Typography.Paragraph type="secondary" style={{ marginTop: 12, marginBottom: 0 }}>
            Bu {chequeNoun(cheque.kind)} "{chequeStateLabels[cheque.state]}" durumunda; yapılabilecek bir
            işlem kalmadı.
          </Typography.Paragraph>
        )}
      </Card>
      <Card title="Hareketler" style={{ marginTop: 16 }}>
        <Table<TChequeMovementRow>
          {...allRowsTableProps(cheque.movements)}
          size="small"
          columns={movementColumns}
          scroll={{ x: 'max-content' }}
        />
      </Card>
      {acting && (
        <Suspense fallback={null}>
          <ChequeActionDialog cheque={cheque} transition={acting} onClose={() => setActing(null)} />
        </Suspense>
      )}
    </>
  );
};
