import { Card, Col, Row, Space, Statistic, Table, Typography } from 'antd';
import { SearchInput } from '../../../components/search-input';
import { actionsColumn } from '../../../components/table-columns';
import { useListParams } from '../../../components/use-list-params';
import { LoginAsButton } from '../../accounts/login-as-button';
import { type AdminAccountRow, useAccountSummary, useAdminAccounts } from './account-summary.api';

export const AdminAccountSummaryPage = () => {
  const { data: summary } = useAccountSummary();
  const [params, setParams] = useListParams();
  const { data, isFetching } = useAdminAccounts(params);

  const stats = [
    { title: 'Aktif kurum', value: summary?.businessCount },
    { title: 'Aktif şube', value: summary?.branchCount },
    { title: 'Aktif hesap', value: summary?.activeAccountCount },
    { title: 'Kullanıcı', value: summary?.userCount },
    { title: 'Öğrenci', value: summary?.studentCount },
    { title: 'Kontenjanı aşan şube', value: summary?.branchesOverQuota },
    { title: '30 gün içinde biten lisans', value: summary?.licensesEndingIn30Days },
  ];

  return (
    <>
      <Typography.Title level={3} style={{ marginTop: 0 }}>
        Hesap Özeti
      </Typography.Title>
      <Row gutter={[16, 16]} style={{ marginBottom: 16 }}>
        {stats.map((s) => (
          <Col key={s.title} xs={12} md={8} xl={4}>
            <Card>
              <Statistic title={s.title} value={s.value ?? '-'} />
            </Card>
          </Col>
        ))}
      </Row>
      <Card
        title="Hesaplar"
        extra={
          <SearchInput
            value={params._searchTerm}
            onSearch={(term) => setParams({ _searchTerm: term })}
            placeholder="Ad, e-posta veya kurum ara"
          />
        }
      >
        <Table<AdminAccountRow>
          rowKey="id"
          size="middle"
          loading={isFetching}
          dataSource={data?._data ?? []}
          locale={{
            emptyText: params._searchTerm ? 'Aramanıza uygun hesap bulunamadı.' : 'Henüz hesap yok.',
          }}
          pagination={{
            current: params._pageNumber,
            pageSize: params._pageSize,
            total: data?._totalData ?? 0,
            showSizeChanger: true,
            showTotal: (total) => `Toplam ${total} hesap`,
            onChange: (page, size) =>
              setParams({ _pageNumber: size === params._pageSize ? page : 1, _pageSize: size }),
          }}
          columns={[
            { title: 'Ad Soyad', key: 'name', render: (_, r) => `${r.firstName} ${r.lastName}` },
            { title: 'E-posta', dataIndex: 'email' },
            { title: 'Kurum', dataIndex: 'businessName' },
            { title: 'Şube', dataIndex: 'branchName', render: (v: string | null) => v ?? 'Tüm şubeler' },
            { title: 'Rol', dataIndex: 'roleLabel' },
            actionsColumn<AdminAccountRow>((r) => (
              <Space>
                <LoginAsButton accountId={r.id} />
              </Space>
            )),
          ]}
        />
      </Card>
    </>
  );
};
