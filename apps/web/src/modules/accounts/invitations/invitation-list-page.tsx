import { SendOutlined } from '@ant-design/icons';
import type { TInvitationRow } from '@panel/shared/accounts/contracts';
import { Button, Tag } from 'antd';
import dayjs from 'dayjs';
import { Suspense, useState } from 'react';
import { ConfirmDelete } from '../../../components/confirm-delete';
import { lazyNamed } from '../../../components/lazy-named';
import { ListPage } from '../../../components/list-page';
import { useDelete } from '../../../components/resource-api';
import { actionsColumn } from '../../../components/table-columns';
import { INVITATION } from './invitation.api';

// The invitation form (a dialog) loads when it is first opened.
const InviteModal = lazyNamed(() => import('./invite-dialog'), 'InviteModal');

type InvitationRow = TInvitationRow;

const STATUS = {
  Pending: { label: 'Bekliyor', color: 'gold' },
  Accepted: { label: 'Kabul edildi', color: 'green' },
  Cancelled: { label: 'İptal edildi', color: 'default' },
  Expired: { label: 'Süresi doldu', color: 'default' },
} as const;

export const InvitationListPage = () => {
  const [open, setOpen] = useState(false);
  // Once opened the dialog stays mounted, so it closes with its animation as before.
  const [used, setUsed] = useState(false);
  const cancel = useDelete(INVITATION);
  return (
    <>
      <ListPage<InvitationRow>
        title="Davetler"
        endpoint={INVITATION}
        searchPlaceholder="Davet ara"
        emptyText="Henüz davet gönderilmedi."
        toolbar={
          <Button
            type="primary"
            icon={<SendOutlined />}
            onClick={() => {
              setUsed(true);
              setOpen(true);
            }}
          >
            Davet Gönder
          </Button>
        }
        columns={[
          { title: 'Kime', key: 'to', render: (_, r) => r.email ?? r.phone },
          { title: 'Şube', dataIndex: 'branchName', render: (v: string | null) => v ?? 'Tüm şubeler' },
          { title: 'Rol', dataIndex: 'roleLabel' },
          {
            title: 'Gönderildi',
            dataIndex: 'createdAt',
            render: (v: string) => dayjs(v).format('DD.MM.YYYY HH:mm'),
          },
          { title: 'Son Gün', dataIndex: 'expiresAt', render: (v: string) => dayjs(v).format('DD.MM.YYYY') },
          {
            title: 'Durum',
            dataIndex: 'status',
            render: (v: InvitationRow['status']) => <Tag color={STATUS[v].color}>{STATUS[v].label}</Tag>,
          },
          actionsColumn<InvitationRow>(
            (r) => r.status === 'Pending' && <ConfirmDelete onConfirm={() => cancel.mutateAsync(r.id)} />,
          ),
        ]}
      />
      {used && (
        <Suspense fallback={null}>
          <InviteModal open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
};
