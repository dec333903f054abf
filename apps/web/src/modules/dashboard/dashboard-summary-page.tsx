import {
  BankOutlined,
  BellOutlined,
  ClockCircleOutlined,
  TeamOutlined,
  WalletOutlined,
} from '@ant-design/icons';
import { formatMoney } from '@panel/shared/common/money';
import { Card, Col, Descriptions, Row, Skeleton, Statistic, Typography } from 'antd';
import { Link } from 'react-router';
import { useMe, useWidgets } from '../../app/auth/use-session-data';
import { useCashBookBalances, useDashboardSummary, useSalesWidgets } from './dashboard.api';

export const DashboardSummaryPage = () => {
  const { data: me } = useMe();
  const { data: widgets = [] } = useWidgets();
  const { data: summary, isLoading } = useDashboardSummary();
  const shows = (id: string) => widgets.some((w) => w.id === id);
  const sales = useSalesWidgets(shows('today-collections') || shows('overdue-total')).data;
  const books = useCashBookBalances(shows('cash-book-balances')).data;

  return (
    <>
      <Typography.Title level={3} style={{ marginTop: 0 }}>
        Hoş geldiniz{me ? `, ${me.firstName}` : ''}
      </Typography.Title>
      {isLoading || !summary ? (
        <Skeleton active />
      ) : (
        <Row gutter={[16, 16]}>
          {shows('active-account') && (
            <Col xs={24} lg={12}>
              <Card title="Aktif Hesap" data-testid="active-account-card">
                <Descriptions column={1} size="small">
                  <Descriptions.Item label="Kurum">{summary.businessName ?? '-'}</Descriptions.Item>
                  <Descriptions.Item label="Şube">{summary.branchName ?? 'Tüm şubeler'}</Descriptions.Item>
                  <Descriptions.Item label="Rol">{summary.roleLabel ?? '-'}</Descriptions.Item>
                </Descriptions>
                <Link to="/account">Hesap değiştir</Link>
              </Card>
            </Col>
          )}
          <Col xs={24} sm={12} lg={6}>
            <Card>
              <Statistic title="Kurumdaki şube" value={summary.branchCount} prefix={<BankOutlined />} />
            </Card>
          </Col>
          <Col xs={24} sm={12} lg={6}>
            <Card>
              <Statistic
                title={summary.branchName ? 'Şubedeki kullanıcı hesabı' : 'Kurumdaki kullanıcı hesabı'}
                value={summary.colleagueCount}
                prefix={<TeamOutlined />}
              />
            </Card>
          </Col>
          {shows('unread-announcements') && (
            <Col xs={24} sm={12} lg={6}>
              <Card>
                <Statistic
                  title="Okunmamış duyuru"
                  value={summary.unreadAnnouncements}
                  prefix={<BellOutlined />}
                />
                <Link to="/messages">Mesajlarım</Link>
              </Card>
            </Col>
          )}
          {shows('today-collections') && sales && (
            <Col xs={24} sm={12} lg={6}>
              <Card>
                <Statistic
                  title={`Bugünkü tahsilat (${sales.todayCollections.count} makbuz)`}
                  value={formatMoney(sales.todayCollections.amount)}
                  prefix={<WalletOutlined />}
                />
                <Link to="/finance/collection">Tahsilat al</Link>
              </Card>
            </Col>
          )}
          {shows('overdue-total') && sales && (
            <Col xs={24} sm={12} lg={6}>
              <Card>
                <Statistic
                  title={`Gecikmiş ödeme (${sales.overdue.installmentCount} taksit)`}
                  value={formatMoney(sales.overdue.amount)}
                  valueStyle={{ color: sales.overdue.amount > 0 ? '#cf1322' : undefined }}
                  prefix={<ClockCircleOutlined />}
                />
                <Link to="/finance/report/overdue">Gecikmiş ödemeler</Link>
              </Card>
            </Col>
          )}
          {shows('cash-book-balances') && books && (
            <Col xs={24} lg={12}>
              <Card title="Kasa Bakiyeleri">
                {/* Plain rows: a data table would double what the dashboard downloads. */}
                {books.length === 0 && <Typography.Text type="secondary">Tanımlı kasa yok.</Typography.Text>}
                {books.map((b) => (
                  <div key={b.id} className="balance-row">
                    <span>
                      {b.name} <Typography.Text type="secondary">{b.branchName}</Typography.Text>
                    </span>
                    <strong>{formatMoney(b.balance)}</strong>
                  </div>
                ))}
                {books.length > 1 && (
                  <div className="balance-row balance-row--total">
                    <span>Toplam</span>
                    <strong>{formatMoney(books.reduce((s, b) => s + b.balance, 0))}</strong>
                  </div>
                )}
              </Card>
            </Col>
          )}
        </Row>
      )}
    </>
  );
};
