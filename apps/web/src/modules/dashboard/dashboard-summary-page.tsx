import { BankOutlined, BellOutlined, TeamOutlined } from '@ant-design/icons';
import { Card, Col, Descriptions, Row, Skeleton, Statistic, Typography } from 'antd';
import { Link } from 'react-router';
import { useMe, useWidgets } from '../../app/auth/use-session-data';
import { useDashboardSummary } from './dashboard.api';

export const DashboardSummaryPage = () => {
  const { data: me } = useMe();
  const { data: widgets = [] } = useWidgets();
  const { data: summary, isLoading } = useDashboardSummary();
  const shows = (id: string) => widgets.some((w) => w.id === id);

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
        </Row>
      )}
    </>
  );
};
