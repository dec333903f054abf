import { PrinterOutlined } from '@ant-design/icons';
import { formatDay } from '@panel/shared/common/dates';
import { formatMoney } from '@panel/shared/common/money';
import { ACTIONS } from '@panel/shared/permissions/keys';
import { paymentMethodLabels } from '@panel/shared/sales/enums';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Descriptions, Skeleton, Space, Table, Tag, Typography } from 'antd';
import { Link, useParams } from 'react-router';
import { useCan } from '../../../app/auth/use-session-data';
import { api } from '../../../app/http';
import { openReceipt } from '../documents/sales-documents';
import { installmentColumns } from '../installment-columns';
import { COLLECTIONS } from '../sales.api';
import { CancelCollectionButton } from './collection-cancel';

/** /finance/collection/{id}: one receipt, what it paid, its verification link, print and cancel. */
export const CollectionDetailPage = () => {
  const { invoice_id: id = '' } = useParams();
  const canCancel = useCan(ACTIONS.sales.cancelCollection);
  const { data: c } = useQuery({
    queryKey: [COLLECTIONS, 'detail', id],
    queryFn: () => api.get('finance/collection/{id}', { path: { id } }),
  });
  if (!c) return <Skeleton active />;
  return (
    <>
      <Space align="baseline" style={{ marginBottom: 8 }}>
        <Typography.Title level={3} style={{ margin: 0 }}>
          Makbuz {c.receiptNo}
        </Typography.Title>
        {c.cancelled ? <Tag color="red">İptal Edildi</Tag> : <Tag color="green">Geçerli</Tag>}
      </Space>
      <Card style={{ marginBottom: 16 }}>
        <Descriptions size="small" column={{ xs: 1, md: 3 }}>
          <Descriptions.Item label="Öğrenci">
            <Link to={`/education/student/${c.studentId}?tab=sale`}>
              {c.studentNo} - {c.studentName}
            </Link>
          </Descriptions.Item>
          <Descriptions.Item label="Tarih">{formatDay(c.paidOn)}</Descriptions.Item>
          <Descriptions.Item label="Tutar">{formatMoney(c.amount)}</Descriptions.Item>
          <Descriptions.Item label="Kasa">{c.cashBookName}</Descriptions.Item>
          <Descriptions.Item label="Ödeme Yöntemi">{paymentMethodLabels[c.method]}</Descriptions.Item>
          {c.note && <Descriptions.Item label="Açıklama">{c.note}</Descriptions.Item>}
          {c.cancelReason && <Descriptions.Item label="İptal Nedeni">{c.cancelReason}</Descriptions.Item>}
          {c.verifyPath && (
            <Descriptions.Item label="Doğrulama">
              <a href={c.verifyPath} target="_blank" rel="noreferrer">
                {c.verifyPath}
              </a>
            </Descriptions.Item>
          )}
        </Descriptions>
        <Space style={{ marginTop: 12 }}>
          <Button icon={<PrinterOutlined />} onClick={() => openReceipt(c.id)}>
            Makbuzu Yazdır
          </Button>
          {canCancel && !c.cancelled && <CancelCollectionButton id={c.id} receiptNo={c.receiptNo} />}
        </Space>
      </Card>
      <Card title="Ödenen Taksitler">
        <Table
          rowKey="installmentId"
          size="small"
          pagination={false}
          dataSource={c.allocations}
          columns={[
            ...installmentColumns,
            { title: 'Tutar', dataIndex: 'amount', align: 'right', render: (v: number) => formatMoney(v) },
          ]}
        />
      </Card>
    </>
  );
};
