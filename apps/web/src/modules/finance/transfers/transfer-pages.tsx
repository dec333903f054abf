import { TRANSFER_SORTS, type TTransfer } from '@panel/shared/finance/contracts';
import { ACTIONS } from '@panel/shared/permissions/keys';
import { useCan } from '../../../app/auth/use-session-data';
import { lazyNamed } from '../../../components/lazy-named';
import { ListPage } from '../../../components/list-page';
import { sortableDayColumn } from '../../../components/sortable-column';
import { useListFilter } from '../../education/education-options';
import { useAddDialog } from '../add-dialog';
import {
  CancelButton,
  cancelActionColumn,
  cancellableAmountColumn,
  cancelStateColumn,
} from '../cancel-dialog';
import { MONEY_LISTS } from '../finance.api';
import { CashBookFilter } from '../finance-filters';
import { type Kind, SCREENS } from './transfer-screens';

// The dialogs load when one is first opened: the page does not carry their form library and modal.
const loadDialogs = () => import('./transfer-dialog');
const TransferDialog = lazyNamed(loadDialogs, 'TransferDialog');

type TransferRow = TTransfer;

const CancelTransferButton = ({ kind, row }: { kind: Kind; row: TransferRow }) => (
  <CancelButton
    title={`${row.transferNo} numaralı virman iptal edilsin mi?`}
    url={`${SCREENS[kind].endpoint}/{id}/cancel`}
    id={row.id}
    okText="Virmanı İptal Et"
    note="İki taraf da ters kayıtla geri alınır."
    refreshes={MONEY_LISTS}
  />
);

const TransferPage = ({ kind }: { kind: Kind }) => {
  const screen = SCREENS[kind];
  const canManage = useCan(ACTIONS.finance.transfers);
  const add = useAddDialog({
    allowed: canManage,
    label: 'Yeni Virman',
    dialog: (close) => <TransferDialog kind={kind} onClose={close} />,
  });
  const [cashBookId, setCashBookId] = useListFilter<string>('cashBookId');
  return (
    <>
      <ListPage<TransferRow>
        title={screen.plural}
        endpoint={screen.endpoint}
        searchPlaceholder="No, kasa veya açıklama ara"
        emptyText={`Henüz ${screen.noun.toLocaleLowerCase('tr')} yok.`}
        filters={{ cashBookId }}
        toolbar={
          <>
            <CashBookFilter value={cashBookId} onChange={setCashBookId} />
            {add.button}
          </>
        }
        columns={[
          { title: 'No', dataIndex: 'transferNo' },
          sortableDayColumn('Tarih', TRANSFER_SORTS, 'occurredOn'),
          {
            title: 'Çıkış',
            key: 'from',
            render: (_, r) =>
              kind === 'Branch' ? `${r.fromBranchName} - ${r.fromCashBookName}` : r.fromCashBookName,
          },
          {
            title: 'Giriş',
            key: 'to',
            render: (_, r) =>
              kind === 'Branch' ? `${r.toBranchName} - ${r.toCashBookName}` : r.toCashBookName,
          },
          cancellableAmountColumn({ sortable: true }),
          { title: 'Açıklama', dataIndex: 'description', ellipsis: true },
          cancelStateColumn(),
          cancelActionColumn(canManage, (r: TransferRow) => <CancelTransferButton kind={kind} row={r} />),
        ]}
      />
      {add.dialog}
    </>
  );
};

export const AccountVirmanPage = () => <TransferPage kind="Account" />;
export const BranchVirmanPage = () => <TransferPage kind="Branch" />;
