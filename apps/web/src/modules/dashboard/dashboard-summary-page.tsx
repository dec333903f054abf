import { formatMoney } from '@panel/shared/common/money';
import { Card, Col, Descriptions, Row, Skeleton, Typography } from 'antd';
import { Link } from 'react-router';
import { useActions, useMe, useWidgets } from '../../app/auth/use-session-data';
import {
  useCashBookBalances,
  useDashboardSummary,
  useInstallmentWidget,
  useOverdueWidget,
  useSalesWidgets,
  useStudentWidget,
} from './dashboard.api';
import {
  AbsenceCard,
  AnnouncementCard,
  FollowUpCard,
  LastExamCard,
  LicenseCard,
  RollCallCard,
  WeekRegistrationCard,
} from './dashboard-day-cards';
import { ComparisonRows, DueTotals, InstallmentChart, QuickActions } from './dashboard-widgets';

export const DashboardSummaryPage = () => {
  const { data: me } = useMe();
  const { data: widgets = [] } = useWidgets();
  const { data: actions = [] } = useActions();
  const { data: summary, isLoading } = useDashboardSummary();
  const shows = (id: string) => widgets.some((w) => w.id === id);
  const students = useStudentWidget(shows('student-registrations')).data;
  const dues = useInstallmentWidget(shows('installments-due')).data;
  const sales = useSalesWidgets(shows('today-collections')).data;
  const overdue = useOverdueWidget(shows('overdue-total')).data;
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
          {shows('quick-actions') && (
            <Col xs={24} lg={12}>
              <Card title="Hızlı İşlemler" data-testid="quick-actions-card">
                <QuickActions actions={actions} />
              </Card>
            </Col>
          )}
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
          {shows('unread-announcements') && <AnnouncementCard />}
          {shows('rollcall-not-taken') && <RollCallCard />}
          {shows('absences-today') && <AbsenceCard />}
          {shows('crm-follow-ups') && <FollowUpCard />}
          {shows('registrations-week') && <WeekRegistrationCard />}
          {shows('last-exam-average') && <LastExamCard />}
          {shows('license-days') && <LicenseCard />}
          {shows('student-registrations') && students && (
            <Col xs={24} lg={12}>
              <Card title="Öğrenci ve Kayıtlar" data-testid="students-card">
                <div className="balance-row balance-row--total">
                  <span>Aktif öğrenci</span>
                  <strong data-testid="live-students">{students.liveStudents}</strong>
                </div>
                <ComparisonRows title="Yeni öğrenci" figures={students.newStudents} testId="new-students" />
                <ComparisonRows
                  title="Kayıt (satış)"
                  figures={students.registrations}
                  testId="registrations"
                />
              </Card>
            </Col>
          )}
          {shows('installments-due') && dues && (
            <Col xs={24} lg={12}>
              <Card title="Taksit Tahsilatı" data-testid="installments-card">
                <DueTotals title="Bu hafta" {...dues.week} testId="installments-week" />
                <DueTotals title="Bu ay" {...dues.month} testId="installments-month" />
                <InstallmentChart from={dues.month.from} to={dues.month.to} days={dues.days} />
                <div className="chart-legend">
                  <span className="chart-legend__due">Vadesi gelen</span>
                  <span className="chart-legend__paid">Tahsil edilen</span>
                </div>
              </Card>
            </Col>
          )}
          {shows('overdue-total') && overdue && (
            <Col xs={24} lg={12}>
              <Card title="Gecikmiş Ödemeler" data-testid="overdue-card">
                {overdue.buckets.map((b) => (
                  <div key={b.key} className="balance-row" data-testid={`overdue-${b.key}`}>
                    <span>
                      {b.label} <Typography.Text type="secondary">({b.count} taksit)</Typography.Text>
                    </span>
                    <strong style={{ color: b.amount > 0 ? '#cf1322' : undefined }}>
                      {formatMoney(b.amount)}
                    </strong>
                  </div>
                ))}
                <div className="balance-row balance-row--total" data-testid="overdue-total">
                  <span>Toplam ({overdue.total.count} taksit)</span>
                  <strong>{formatMoney(overdue.total.amount)}</strong>
                </div>
                <Link to="/finance/report/overdue">Gecikmiş ödemeler raporu</Link>
              </Card>
            </Col>
          )}
          {shows('today-collections') && sales && (
            <Col xs={24} lg={12}>
              <Card title="Bugünkü Tahsilat" data-testid="today-collections-card">
                <div className="balance-row balance-row--total">
                  <span>{sales.todayCollections.count} makbuz</span>
                  <strong>{formatMoney(sales.todayCollections.amount)}</strong>
                </div>
              </Card>
            </Col>
          )}
          {shows('cash-book-balances') && books && (
            <Col xs={24} lg={12}>
              <Card title="Kasa Bakiyeleri" data-testid="cash-books-card">
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
