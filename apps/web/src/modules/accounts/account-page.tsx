import type { TAccountEntry } from '@panel/shared/auth/contracts';
import { Button, Card, Table, Tag, Typography } from 'antd';
import { switchAccount } from '../../app/auth/session';
import { useAccounts } from '../../app/auth/use-session-data';
import { allRowsTableProps } from '../../components/list-page';

/** Every account the user holds; the selected one is the one each request acts as. */
export const AccountPage = () => {
  const { data = [], isLoading } = useAccounts();
  return (
    <>
      <Typography.Title level={3} style={{ marginTop: 0 }}>
        Hesaplarım
      </Typography.Title>
      <Card>
        <Table<TAccountEntry>
          {...allRowsTableProps(data)}
          loading={isLoading}
          locale={{ emptyText: 'Size tanımlı bir kurum hesabı yok.' }}
          columns={[
            { title: 'Kurum', dataIndex: 'businessName' },
            { title: 'Şube', dataIndex: 'branchName', render: (v: string | null) => v ?? 'Tüm şubeler' },
            { title: 'Rol', dataIndex: 'roleLabel' },
            {
              title: '',
              key: 'action',
              align: 'right',
              render: (_, a) =>
                a.isSelected ? (
                  <Tag color="blue">Aktif hesap</Tag>
                ) : (
                  <Button size="small" onClick={() => void switchAccount(a.id)}>
                    Bu hesaba geç
                  </Button>
                ),
            },
          ]}
        />
      </Card>
    </>
  );
};
