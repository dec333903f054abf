import { PrinterOutlined } from '@ant-design/icons';
import { formatDay, todayInIstanbul } from '@panel/shared/common/dates';
import { formatMoney, moneyInputText } from '@panel/shared/common/money';
import { ACTIONS } from '@panel/shared/permissions/keys';
import type { TCollectionCreated } from '@panel/shared/sales/contracts';
import { PAYMENT_METHODS, type PaymentMethod, paymentMethodLabels } from '@panel/shared/sales/enums';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Col, Form, Input, Row, Select, Space, Table, Tag, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { Suspense, useMemo, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { BodyOf } from '../../../api/api-paths';
import { useCan } from '../../../app/auth/use-session-data';
import { api } from '../../../app/http';
import { DateInput } from '../../../components/date-input';
import { optionsOf } from '../../../components/enum-options';
import { DateItem, SelectItem } from '../../../components/form-items';
import { rules, toDay, triggerFor } from '../../../components/form-rules';
import { lazyNamed } from '../../../components/lazy-named';
import { allRowsTableProps } from '../../../components/list-page';
import { SCROLL_TO_FIRST_ERROR, useUnsavedForm } from '../../../components/unsaved-changes';
import { STUDENTS } from '../../students/student.api';
import { openReceipt } from '../documents/sales-documents';
import { installmentColumns } from '../installment-columns';
import { InstallmentStateTag } from '../sale-tags';
import {
  CASH_BOOK_LIST,
  COLLECTIONS,
  type CollectionRow,
  type OpenInstallment,
  useMoneyWrite,
  useOpenInstallments,
} from '../sales.api';
import { CancelCollectionButton } from './collection-cancel';

// The account figures show once a student is picked (and their account read): they load then.
const StudentAccountSummary = lazyNamed(
  () => import('../orders/student-account-summary'),
  'StudentAccountSummary',
);

type CashBookOption = { id: string; name: string; branchId: string; kind: 'Cash' | 'Bank' | 'Pos' };
type Values = { cashBookId: string; method: PaymentMethod; amount: string; paidOn: Dayjs; note?: string };
type Outcome = TCollectionCreated;

const METHOD_OF_BOOK: Record<CashBookOption['kind'], PaymentMethod> = {
  Cash: 'Cash',
  Bank: 'BankTransfer',
  Pos: 'CreditCard',
};

/** A searchable student select: asks the server from two letters on. */
const StudentPicker = ({
  value,
  onChange,
}: {
  value?: string;
  onChange: (id: string | undefined) => void;
}) => {
  const [term, setTerm] = useState('');
  const found = useQuery({
    queryKey: [STUDENTS, 'picker', term],
    queryFn: () => api.get(STUDENTS, { query: { _searchTerm: term, _pageSize: 20 } }),
    enabled: term.trim().length >= 2,
  });
  const chosen = useQuery({
    queryKey: ['student', value, 'detail'],
    queryFn: () => api.get('student/{id}/detail', { path: { id: value ?? '' } }),
    enabled: !!value,
  }).data;
  const options = [
    ...(chosen
      ? [{ value: chosen.id, label: `${chosen.studentNo} - ${chosen.firstName} ${chosen.lastName}` }]
      : []),
    ...(found.data?._data ?? [])
      .filter((s) => s.id !== chosen?.id)
      .map((s) => ({
        value: s.id,
        label: `${s.studentNo} - ${s.firstName} ${s.lastName} (${s.branchName})`,
      })),
  ];
  return (
    <Select
      showSearch
      allowClear
      aria-label="Öğrenci"
      placeholder="Öğrenci adı, numarası veya T.C. kimlik no"
      style={{ width: 420, maxWidth: '100%' }}
      filterOption={false}
      onSearch={setTerm}
      loading={found.isFetching}
      notFoundContent={term.trim().length < 2 ? 'En az 2 karakter yazınız' : 'Öğrenci bulunamadı'}
      value={value}
      onChange={(v) => onChange(v ?? undefined)}
      options={options}
    />
  );
};

const StudentCollections = ({ studentId }: { studentId: string }) => {
  const [page, setPage] = useState(1);
  const canCancel = useCan(ACTIONS.sales.cancelCollection);
  const { data, isFetching } = useQuery({
    queryKey: [COLLECTIONS, 'student', studentId, page],
    queryFn: () => api.get(COLLECTIONS, { query: { studentId, _pageNumber: page, _pageSize: 10 } }),
  });
  return (
    <Table<CollectionRow>
      rowKey="id"
      size="small"
      loading={isFetching}
      dataSource={data?._data ?? []}
      locale={{ emptyText: 'Bu öğrenciden henüz tahsilat alınmadı.' }}
      pagination={{ current: page, pageSize: 10, total: data?._totalData ?? 0, onChange: setPage }}
      scroll={{ x: 'max-content' }}
      columns={[
        {
          title: 'Makbuz No',
          dataIndex: 'receiptNo',
          render: (no: string, c) => <Link to={`/finance/collection/${c.id}`}>{no}</Link>,
        },
        { title: 'Tarih', dataIndex: 'paidOn', render: formatDay },
        { title: 'Kasa', dataIndex: 'cashBookName' },
        { title: 'Yöntem', dataIndex: 'method', render: (m: PaymentMethod) => paymentMethodLabels[m] },
        { title: 'Tutar', dataIndex: 'amount', align: 'right', render: (v: number) => formatMoney(v) },
        {
          title: 'Durum',
          dataIndex: 'cancelled',
          render: (c: boolean, r) =>
            c ? (
              <Tag color="red" title={r.cancelReason ?? ''}>
                İptal
              </Tag>
            ) : (
              <Tag color="green">Geçerli</Tag>
            ),
        },
        {
          title: '',
          key: 'actions',
          render: (_, c) => (
            <Space>
              <Button size="small" icon={<PrinterOutlined />} onClick={() => openReceipt(c.id)}>
                Makbuz
              </Button>
              {canCancel && !c.cancelled && <CancelCollectionButton id={c.id} receiptNo={c.receiptNo} />}
            </Space>
          ),
        },
      ]}
    />
  );
};

/**
 * /finance/collection: pick a student, see what is open, take a payment into a cash
 * book. The oldest due is paid first unless installments are ticked; a retried or
 * double-clicked save posts once (the form's idempotency key).
 */
export const CollectionPage = () => {
  const [search, setSearch] = useSearchParams();
  const studentId = search.get('studentId') ?? undefined;
  const [form] = Form.useForm<Values>();
  const [chosen, setChosen] = useState<string[]>([]);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const attemptKey = useRef<string>(crypto.randomUUID());
  const open = useOpenInstallments(studentId);
  const books = useQuery({
    queryKey: [CASH_BOOK_LIST],
    queryFn: () => api.get(CASH_BOOK_LIST),
  }).data;
  const rows = open.data ?? [];
  const branchId = rows[0]?.branchId;
  const bookOptions = (books ?? [])
    .filter((b) => !branchId || b.branchId === branchId)
    .map((b) => ({ value: b.id, label: b.name }));
  const openTotal = rows.reduce((s, r) => s + r.amount - r.paid, 0);
  const suggested = useMemo(() => {
    const picked = rows.filter((r) => chosen.includes(r.id));
    return (picked.length ? picked : rows).reduce((s, r) => s + r.amount - r.paid, 0);
  }, [rows, chosen]);
  const collect = useMoneyWrite((body: BodyOf<typeof COLLECTIONS>) =>
    api.post(COLLECTIONS, {
      body,
      config: { headers: { 'Idempotency-Key': attemptKey.current } },
    }),
  );

  const pickStudent = (id: string | undefined) => {
    setChosen([]);
    setOutcome(null);
    setSearch(id ? { studentId: id } : {}, { replace: true });
  };

  const { guard, touched, saved } = useUnsavedForm();
  const onFinish = (v: Values) =>
    collect.mutate(
      {
        studentId: studentId ?? '',
        cashBookId: v.cashBookId,
        method: v.method,
        amount: v.amount,
        paidOn: toDay(v.paidOn),
        installmentIds: chosen,
        note: v.note ?? null,
      },
      {
        onSuccess: (r) => {
          saved();
          attemptKey.current = crypto.randomUUID();
          setOutcome(r);
          setChosen([]);
          form.resetFields(['amount', 'note']);
        },
      },
    );

  const today = todayInIstanbul();
  return (
    <>
      <Typography.Title level={3} style={{ marginTop: 0 }}>
        Tahsilat
      </Typography.Title>
      {guard}
      <Card style={{ marginBottom: 16 }}>
        <StudentPicker value={studentId} onChange={pickStudent} />
      </Card>
      {!studentId ? (
        <Alert type="info" showIcon message="Tahsilat almak için öğrenci seçiniz." />
      ) : (
        <>
          <Card style={{ marginBottom: 16 }}>
            <Suspense fallback={null}>
              <StudentAccountSummary studentId={studentId} />
            </Suspense>
            {outcome && (
              <Alert
                type="success"
                showIcon
                style={{ marginBottom: 16 }}
                message={outcome.message}
                action={
                  <Space>
                    <Button icon={<PrinterOutlined />} onClick={() => openReceipt(outcome.id)}>
                      Makbuzu Yazdır
                    </Button>
                    <Link to={`/finance/collection/${outcome.id}`}>Ayrıntı</Link>
                  </Space>
                }
              />
            )}
            <Typography.Title level={5}>Açık Taksitler</Typography.Title>
            <Table<OpenInstallment>
              {...allRowsTableProps(rows)}
              size="small"
              loading={open.isFetching}
              scroll={{ x: 'max-content' }}
              locale={{ emptyText: 'Öğrencinin ödenecek taksiti bulunmuyor.' }}
              rowSelection={{ selectedRowKeys: chosen, onChange: (keys) => setChosen(keys as string[]) }}
              columns={[
                ...installmentColumns,
                {
                  title: 'Tutar',
                  dataIndex: 'amount',
                  align: 'right',
                  render: (v: number) => formatMoney(v),
                },
                { title: 'Ödenen', dataIndex: 'paid', align: 'right', render: (v: number) => formatMoney(v) },
                {
                  title: 'Kalan',
                  dataIndex: 'remaining',
                  align: 'right',
                  render: (v: number) => formatMoney(v),
                },
                {
                  title: 'Durum',
                  key: 'state',
                  render: (_, i) => <InstallmentStateTag i={i} today={today} />,
                },
              ]}
            />
            <Typography.Paragraph type="secondary" style={{ marginTop: 8 }}>
              Açık taksit toplamı {formatMoney(openTotal)}. İşaretlenen taksitler önce, kalan tutar en eski
              vadeden başlayarak ödenir.
            </Typography.Paragraph>
            {rows.length > 0 && (
              <Form<Values>
                form={form}
                layout="vertical"
                onFinish={onFinish}
                disabled={collect.isPending}
                initialValues={{ paidOn: dayjs(), method: 'Cash' }}
                scrollToFirstError={SCROLL_TO_FIRST_ERROR}
                onValuesChange={(changed: Partial<Values>) => {
                  touched();
                  const book = books?.find((b) => b.id === changed.cashBookId);
                  if (book) form.setFieldsValue({ method: METHOD_OF_BOOK[book.kind] });
                }}
              >
                <Row gutter={16}>
                  <Col xs={24} md={6}>
                    <Form.Item
                      name="amount"
                      label="Tutar (₺)"
                      rules={rules.money('Tutar')}
                      validateTrigger={triggerFor('text')}
                      extra={
                        <Button
                          type="link"
                          size="small"
                          style={{ padding: 0 }}
                          onClick={() => form.setFieldsValue({ amount: moneyInputText(suggested) })}
                        >
                          {chosen.length ? 'Seçilenlerin toplamı' : 'Tüm açık tutar'}:{' '}
                          {formatMoney(suggested)}
                        </Button>
                      }
                    >
                      <Input inputMode="decimal" placeholder="0,00" />
                    </Form.Item>
                  </Col>
                  <Col xs={24} md={6}>
                    <SelectItem name="cashBookId" label="Kasa">
                      <Select options={bookOptions} placeholder="Kasa seçiniz" />
                    </SelectItem>
                  </Col>
                  <Col xs={12} md={6}>
                    <SelectItem name="method" label="Ödeme Yöntemi">
                      <Select options={optionsOf(PAYMENT_METHODS, paymentMethodLabels)} />
                    </SelectItem>
                  </Col>
                  <Col xs={12} md={6}>
                    <DateItem name="paidOn" label="Tahsilat Tarihi" ruleLabel="Tahsilat">
                      <DateInput format="DD.MM.YYYY" style={{ width: '100%' }} />
                    </DateItem>
                  </Col>
                </Row>
                <Form.Item name="note" label="Açıklama">
                  <Input maxLength={200} />
                </Form.Item>
                <Button type="primary" htmlType="submit" loading={collect.isPending}>
                  Tahsilatı Kaydet
                </Button>
              </Form>
            )}
          </Card>
          <Card title="Tahsilatlar">
            <StudentCollections studentId={studentId} />
          </Card>
        </>
      )}
    </>
  );
};
