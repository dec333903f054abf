import { PlusOutlined } from '@ant-design/icons';
import { formatDay } from '@panel/shared/common/dates';
import { formatMoney } from '@panel/shared/common/money';
import { ACTIONS } from '@panel/shared/permissions/keys';
import type { StudentOrderSummary } from '@panel/shared/sales/contracts';
import {
  type FinanceTransactionKind,
  financeTransactionKindLabels,
  type OrderState,
} from '@panel/shared/sales/enums';
import { Button, Space, Table, Typography } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { useCan } from '../../../app/auth/use-session-data';
import { unpagedTableProps } from '../../../components/list-page';
import { OrderStateTag } from '../sale-tags';
import { salePath, useAccountMovements, useStudentOrders } from '../sales.api';
import { StudentAccountSummary } from './student-account-summary';

const money = (v: number) => formatMoney(v);

const AccountMovements = ({ studentId }: { studentId: string }) => {
  const [page, setPage] = useState(1);
  const { data, isFetching } = useAccountMovements(studentId, page);
  return (
    <Table
      rowKey="id"
      size="small"
      loading={isFetching}
      dataSource={data?._data ?? []}
      locale={{ emptyText: 'Hesap hareketi yok.' }}
      pagination={{ current: page, pageSize: 10, total: data?._totalData ?? 0, onChange: setPage }}
      columns={[
        { title: 'Tarih', dataIndex: 'occurredOn', render: formatDay },
        {
          title: 'Hareket',
          dataIndex: 'kind',
          render: (k: string) => financeTransactionKindLabels[k as FinanceTransactionKind] ?? k,
        },
        { title: 'Açıklama', dataIndex: 'description' },
        {
          title: 'Borç',
          dataIndex: 'amount',
          align: 'right',
          render: (v: number) => (v > 0 ? money(v) : ''),
        },
        {
          title: 'Alacak',
          dataIndex: 'amount',
          align: 'right',
          render: (v: number) => (v < 0 ? money(-v) : ''),
        },
        { title: 'Bakiye', dataIndex: 'balance', align: 'right', render: money },
      ]}
    />
  );
};

/** The student card's sale tab: orders with paid and remaining, the account and its movements. */
export const StudentSaleTab = ({ studentId }: { studentId: string }) => {
  const orders = useStudentOrders(studentId);
  const canSell = useCan(ACTIONS.sales.manage);
  const canCollect = useCan(ACTIONS.sales.collect);
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <StudentAccountSummary studentId={studentId} />
      <Space>
        {canSell && (
          <Link to={`${salePath(studentId)}/add`}>
            <Button type="primary" icon={<PlusOutlined />}>
              Yeni Satış
            </Button>
          </Link>
        )}
        {canCollect && (
          <Link to={`/finance/collection?studentId=${studentId}`}>
            <Button>Tahsilat Al</Button>
          </Link>
        )}
      </Space>
      <Table<StudentOrderSummary>
        {...unpagedTableProps(orders)}
        size="middle"
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: 'Bu öğrenciye henüz satış yapılmadı.' }}
        columns={[
          {
            title: 'Satış No',
            dataIndex: 'orderNo',
            render: (no: number, o) => <Link to={salePath(studentId, o.id)}>{no}</Link>,
          },
          { title: 'Tarih', dataIndex: 'createdAt', render: formatDay },
          { title: 'Dönem', dataIndex: 'semesterName', render: (v: string | null) => v ?? '-' },
          { title: 'Durum', dataIndex: 'state', render: (s: OrderState) => <OrderStateTag state={s} /> },
          { title: 'Tutar', dataIndex: 'net', align: 'right', render: money },
          { title: 'Ödenen', dataIndex: 'paid', align: 'right', render: money },
          { title: 'Kalan', dataIndex: 'remaining', align: 'right', render: money },
          {
            title: 'Ödeme Sorumlusu',
            dataIndex: 'paymentPersonName',
            render: (v: string | null) => v ?? 'Öğrenci',
          },
        ]}
      />
      <Typography.Title level={5} style={{ marginTop: 16 }}>
        Hesap Hareketleri
      </Typography.Title>
      <AccountMovements studentId={studentId} />
    </Space>
  );
};
