import { formatMoney } from '@panel/shared/common/money';
import { Col, Row, Statistic } from 'antd';
import { useStudentAccount } from '../sales.api';

const money = (v: number) => formatMoney(v);

/** The student's account in four figures: sold, paid, remaining, late. */
export const StudentAccountSummary = ({ studentId }: { studentId: string }) => {
  const account = useStudentAccount(studentId).data;
  if (!account) return null;
  return (
    <Row gutter={16} style={{ marginBottom: 16 }}>
      <Col xs={12} md={6}>
        <Statistic
          title="Toplam Borç"
          value={money(account.debit - account.discount - account.serviceCancellation)}
        />
      </Col>
      <Col xs={12} md={6}>
        <Statistic title="Ödenen" value={money(account.credit - account.paymentCancellation)} />
      </Col>
      <Col xs={12} md={6} data-testid="account-balance">
        <Statistic
          title={account.balance < 0 ? 'Öğrenci Alacağı' : 'Kalan Borç'}
          value={money(Math.abs(account.balance))}
          valueStyle={{ color: account.balance > 0 ? '#d46b08' : undefined }}
        />
      </Col>
      <Col xs={12} md={6}>
        <Statistic
          title="Gecikmiş"
          value={money(account.overdue)}
          valueStyle={{ color: account.overdue > 0 ? '#cf1322' : undefined }}
        />
      </Col>
    </Row>
  );
};
