import {
  SMS_KINDS,
  type SMS_LOG_SORTS,
  SMS_STATUSES,
  type SmsKind,
  type SmsStatus,
  smsKindLabels,
  smsPurposeLabel,
  smsPurposeLabels,
  smsStatusLabels,
} from '@panel/shared/communications/sms';
import { useQuery } from '@tanstack/react-query';
import { Card, Input, Space, Table, type TableColumnsType, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import type { Answer } from '../../api/api-paths';
import { api } from '../../app/http';
import { optionsOf } from '../../components/enum-options';
import { FilterSelect } from '../../components/filter-select';
import { pagedTableProps, serverSort } from '../../components/list-page';
import { RangeFilter, rangeDays, useRangeFilter } from '../../components/range-filter';
import { ReportActions } from '../../components/report-actions';
import { useListParams, useUrlFilter } from '../../components/use-list-params';
import { useBusinessOptions } from '../administration/corporates/corporate-pages';
import { messageTimeColumn } from './message-time-column';

type SmsLogSort = (typeof SMS_LOG_SORTS)[number];
type SmsRow = Answer<'admin/sms-log', 'get'>['_data'][number];

export const smsStatusColors: Record<SmsStatus, string> = { Sent: 'green', Failed: 'red', Held: 'orange' };

const COLUMNS: TableColumnsType<SmsRow> = [
  { ...messageTimeColumn('createdAt'), key: 'createdAt', sorter: true },
  { title: 'Kurum', dataIndex: 'businessName', render: (v: string | null) => v ?? '—' },
  { title: 'Amaç', key: 'purpose', dataIndex: 'purpose', sorter: true, render: smsPurposeLabel },
  { title: 'Tür', dataIndex: 'kind', render: (v: SmsKind) => smsKindLabels[v] },
  { title: 'Telefon', key: 'to', dataIndex: 'to', sorter: true },
  { title: 'Mesaj', dataIndex: 'text', ellipsis: true, width: 320 },
  { title: 'Birim', key: 'units', dataIndex: 'units', sorter: true, align: 'right' },
  {
    title: 'Durum',
    key: 'status',
    dataIndex: 'status',
    sorter: true,
    render: (v: SmsStatus) => <Tag color={smsStatusColors[v]}>{smsStatusLabels[v]}</Tag>,
  },
  { title: 'Neden', dataIndex: 'error', render: (v: string | null) => v ?? '' },
  { title: 'Sağlayıcı', dataIndex: 'provider' },
];

/** /admin/sms-log: every SMS sent, failed or held, per business, with the filtered set's units. */
export const SmsLogPage = () => {
  const [range, setRange] = useRangeFilter([dayjs().startOf('month'), dayjs()]);
  const [businessId, setBusinessId] = useUrlFilter<string>('businessId');
  const [purpose, setPurpose] = useUrlFilter<string>('purpose');
  const [status, setStatus] = useUrlFilter<SmsStatus>('status', SMS_STATUSES);
  const [kind, setKind] = useUrlFilter<SmsKind>('kind', SMS_KINDS);
  const [phone, setPhone] = useUrlFilter<string>('phone');
  const [phoneText, setPhoneText] = useState(phone ?? '');
  const [params, setParams] = useListParams({ pageSize: 20 });
  const sorted = serverSort(COLUMNS, params, setParams);
  const filters = {
    ...rangeDays(range),
    ...(businessId ? { businessId } : {}),
    ...(purpose ? { purpose } : {}),
    ...(status ? { status } : {}),
    ...(kind ? { kind } : {}),
    ...(phone ? { phone } : {}),
  };
  // shownSort keeps only the columns marked sortable, which are SMS_LOG_SORTS.
  const query = { ...sorted.query, _sort: sorted.query._sort as SmsLogSort | undefined, ...filters };
  const log = useQuery({
    queryKey: ['admin/sms-log', 'page', query],
    queryFn: () => api.get('admin/sms-log', { query }),
  });
  const businesses = useBusinessOptions(true);
  const totals = log.data;
  return (
    <>
      <Space style={{ width: '100%', justifyContent: 'space-between', marginBottom: 8 }} wrap>
        <Typography.Title level={3} style={{ margin: 0 }}>
          Gönderilen SMS’ler
        </Typography.Title>
        <ReportActions
          excel={{ endpoint: 'admin/sms-log/excel', init: { query: filters }, fileName: 'Gönderilen SMSler' }}
        />
      </Space>
      <Card>
        <Space wrap style={{ marginBottom: 12 }}>
          <RangeFilter label="Tarih aralığı" value={range} onChange={setRange} />
          <FilterSelect
            label="Kurum"
            placeholder="Tüm kurumlar"
            value={businessId}
            onChange={setBusinessId}
            options={businesses ?? []}
          />
          <FilterSelect
            search={false}
            label="Amaç"
            placeholder="Tüm amaçlar"
            value={purpose}
            onChange={setPurpose}
            options={Object.entries(smsPurposeLabels).map(([value, label]) => ({ value, label }))}
          />
          <FilterSelect
            search={false}
            label="Durum"
            placeholder="Tüm durumlar"
            width={160}
            value={status}
            onChange={setStatus}
            options={optionsOf(SMS_STATUSES, smsStatusLabels)}
          />
          <FilterSelect
            search={false}
            label="Tür"
            placeholder="Tüm türler"
            width={160}
            value={kind}
            onChange={setKind}
            options={optionsOf(SMS_KINDS, smsKindLabels)}
          />
          <Input.Search
            aria-label="Telefon"
            placeholder="Telefon numarası"
            allowClear
            style={{ width: 200 }}
            value={phoneText}
            onChange={(e) => setPhoneText(e.target.value)}
            onSearch={(v) => setPhone(v.trim() || undefined)}
          />
        </Space>
        <Typography.Paragraph data-testid="sms-log-totals">
          {totals
            ? `${totals._totalData} mesaj · ${totals.totalUnits} birim (gönderilen ${totals.sentCount} mesaj, ${totals.sentUnits} birim · gönderilemeyen ${totals.failedCount} · bekletilen ${totals.heldCount})`
            : ''}
        </Typography.Paragraph>
        <Table<SmsRow>
          rowKey="id"
          size="small"
          {...pagedTableProps(log, params, setParams)}
          columns={sorted.columns}
          onChange={sorted.onChange}
          showSorterTooltip={false}
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: 'Bu filtrelere uyan SMS yok.' }}
        />
      </Card>
    </>
  );
};
