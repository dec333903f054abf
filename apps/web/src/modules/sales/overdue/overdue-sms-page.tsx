import { formatDay } from '@panel/shared/common/dates';
import { formatMoney } from '@panel/shared/common/money';
import { SMS_MAX_LENGTH, smsSize } from '@panel/shared/communications/sms';
import {
  fillOverdueTemplate,
  OVERDUE_SMS_DEFAULT_TEMPLATE,
  OVERDUE_SMS_PLACEHOLDERS,
  OVERDUE_SORTS,
  type OverduePayerRow,
  type OverduePayerTotals,
  type OverdueSmsResult,
} from '@panel/shared/sales/overdue';
import type { TableColumnsType } from 'antd';
import { Alert, Button, Card, Input, Popconfirm, Space, Tag, Tooltip, Typography } from 'antd';
import { type Key, useState } from 'react';
import { followReport } from '../../../components/download';
import { ListPage } from '../../../components/list-page';
import { usePageTotals } from '../../../components/resource-api';
import { sortable } from '../../../components/sortable-column';
import { useListParams } from '../../../components/use-list-params';
import { OVERDUE, useSendOverdueSms } from './overdue.api';
import { PayerTotals, useOverdueFilters } from './overdue-filters';

const payerColumns: TableColumnsType<OverduePayerRow> = [
  { title: 'Ödeme Sorumlusu', dataIndex: 'payerName' },
  {
    title: 'Telefon',
    dataIndex: 'phone',
    render: (v: string | null) => v ?? <Tag color="orange">Telefon yok</Tag>,
  },
  { title: 'Öğrenciler', dataIndex: 'studentNames' },
  { title: 'Şube', dataIndex: 'branchNames' },
  { title: 'Taksit', dataIndex: 'installmentCount', align: 'right' },
  {
    title: 'Gecikmiş Tutar',
    dataIndex: 'overdueAmount',
    ...sortable(OVERDUE_SORTS, 'overdueAmount'),
    align: 'right',
    render: formatMoney,
  },
  { title: 'En Eski Vade', dataIndex: 'oldestDueDate', render: formatDay },
  { title: 'Gecikme (Gün)', dataIndex: 'daysLate', ...sortable(OVERDUE_SORTS, 'daysLate'), align: 'right' },
];

/**
 * /finance/overdue-sms: payers with overdue installments, chosen across pages, and one
 * message each from a template whose placeholders the server fills the same way as the preview.
 */
export const OverdueSmsPage = () => {
  const [params] = useListParams();
  const { filters, controls } = useOverdueFilters();
  const totals = usePageTotals<OverduePayerTotals>(OVERDUE, { ...params, ...filters });
  const [selected, setSelected] = useState<Map<string, OverduePayerRow>>(new Map());
  const [template, setTemplate] = useState<string>(OVERDUE_SMS_DEFAULT_TEMPLATE);
  const [result, setResult] = useState<OverdueSmsResult | null>(null);
  const send = useSendOverdueSms();
  const clear = () => setSelected(new Map());

  const keys = [...selected.keys()];
  const first = selected.values().next().value;
  const preview = first ? fillOverdueTemplate(template, first) : '';
  const size = smsSize(preview || template);
  const ready = keys.length > 0 && template.trim().length > 0;

  return (
    <>
      <ListPage<OverduePayerRow>
        title="Gecikmiş Ödeme SMS"
        endpoint={OVERDUE}
        rowKey="payerKey"
        searchPlaceholder="Öğrenci veya ödeme sorumlusu ara"
        emptyText="Gecikmiş ödeme yok."
        filters={filters}
        toolbar={
          <Space wrap>
            {controls(clear)}
            <PayerTotals totals={totals} />
          </Space>
        }
        rowSelection={{
          selectedRowKeys: keys,
          preserveSelectedRowKeys: true,
          onChange: (next: Key[], rows: (OverduePayerRow | undefined)[]) =>
            setSelected((prev) => {
              const out = new Map<string, OverduePayerRow>();
              next.forEach((key, i) => {
                const row = rows[i] ?? prev.get(String(key));
                if (row) out.set(String(key), row);
              });
              return out;
            }),
        }}
        columns={payerColumns}
      />
      <Card title="Mesaj" style={{ marginTop: 16 }}>
        <Space direction="vertical" style={{ width: '100%' }}>
          <Space wrap>
            <Typography.Text type="secondary">Alanlar:</Typography.Text>
            {OVERDUE_SMS_PLACEHOLDERS.map((p) => (
              <Tooltip key={p.token} title={p.label}>
                <Tag style={{ cursor: 'pointer' }} onClick={() => setTemplate((t) => `${t}${p.token}`)}>
                  {p.token}
                </Tag>
              </Tooltip>
            ))}
            <Button size="small" type="link" onClick={() => setTemplate(OVERDUE_SMS_DEFAULT_TEMPLATE)}>
              Varsayılan metin
            </Button>
          </Space>
          <Input.TextArea
            aria-label="Mesaj şablonu"
            rows={3}
            maxLength={SMS_MAX_LENGTH}
            value={template}
            onChange={(e) => setTemplate(e.target.value)}
          />
          {first ? (
            <Alert
              type="info"
              message={`Önizleme (${first.payerName})`}
              description={
                <>
                  <div style={{ whiteSpace: 'pre-wrap' }}>{preview}</div>
                  <Typography.Text type="secondary">
                    {size.length} karakter, {size.units} SMS
                  </Typography.Text>
                </>
              }
            />
          ) : (
            <Typography.Text type="secondary">Önizleme için listeden en az bir kişi seçiniz.</Typography.Text>
          )}
          <Popconfirm
            title={`Seçilen ${keys.length} kişiye SMS gönderilsin mi?`}
            okText="Gönder"
            cancelText="Vazgeç"
            disabled={!ready}
            onConfirm={async () => {
              // A refusal is already shown by the http client's notice.
              const answer = await send
                .mutateAsync({ payerKeys: keys, template, branchId: filters.branchId })
                .catch(() => null);
              if (!answer) return;
              setResult(answer);
              clear();
              followReport(answer);
            }}
          >
            <Button type="primary" disabled={!ready} loading={send.isPending}>
              SMS Gönder ({keys.length})
            </Button>
          </Popconfirm>
          {result && (
            <Alert
              type={result.failed > 0 || result.unreachable.length > 0 ? 'warning' : 'success'}
              showIcon
              closable
              onClose={() => setResult(null)}
              message={result.message}
              description={
                result.unreachable.length > 0
                  ? `Telefonu olmadığı için gönderilemeyenler: ${result.unreachable.join(', ')}`
                  : undefined
              }
            />
          )}
        </Space>
      </Card>
    </>
  );
};
