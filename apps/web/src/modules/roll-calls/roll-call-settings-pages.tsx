import { formatDay } from '@panel/shared/common/dates';
import { ACTIONS } from '@panel/shared/permissions/keys';
import {
  ALERT_PLACEHOLDERS,
  type AlertRuleKind,
  alertRuleKindLabels,
  alertStatusLabels,
  ROLL_CALL_REPORT_COLUMNS,
  renderAlertTemplate,
  type TAlertRules,
  THRESHOLD_RULES,
  type TRollCallAlert,
  type TRollCallReportRow,
  type TRollCallReportTotals,
} from '@panel/shared/roll-calls/roll-call';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Input, InputNumber, Space, Switch, Table, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useCan } from '../../app/auth/use-session-data';
import { api } from '../../app/http';
import { FilterSelect } from '../../components/filter-select';
import { ListPage } from '../../components/list-page';
import { ListTotals } from '../../components/list-totals';
import { RangeFilter, rangeDays, useRangeFilter } from '../../components/range-filter';
import { recordOptions } from '../../components/record-options';
import { ReportActions } from '../../components/report-actions';
import { invalidatePaths, useOptions, usePageTotals } from '../../components/resource-api';
import { useListParams } from '../../components/use-list-params';
import { useBranchListFilter } from '../education/education-filters';
import { useBranchOptions, useListFilter } from '../education/education-options';
import { ROLL_CALL_KEY } from './roll-call.api';

type Rule = TAlertRules['rules'][number];
type AlertRow = TRollCallAlert;

const preview = (template: string) => renderAlertTemplate(template, ALERT_PLACEHOLDERS);

/** /education/student/rollcall/alert-rule: a branch's parent alerts and the messages they sent. */
export const AlertRulePage = () => {
  const branches = useBranchOptions();
  const [branchId, setBranchId] = useState<string>();
  // One branch needs no choosing; a business-wide user picks one, and sees every branch's alerts meanwhile.
  const chosen = branchId ?? (branches.length === 1 ? branches[0]!.value : undefined);
  const client = useQueryClient();
  const { data } = useQuery({
    queryKey: [ROLL_CALL_KEY, 'alert-rule', chosen],
    queryFn: () => api.get('education/rollcall/alert-rule', { query: { branchId: chosen } }),
    enabled: !!chosen,
  });
  const [rules, setRules] = useState<Rule[]>([]);
  useEffect(() => setRules(data?.rules ?? []), [data]);
  const save = useMutation({
    mutationFn: () => api.post('education/rollcall/alert-rule', { body: { branchId: chosen ?? '', rules } }),
    onSuccess: () => invalidatePaths(client, [ROLL_CALL_KEY]),
  });
  const change = (kind: AlertRuleKind, patch: Partial<Rule>) =>
    setRules((all) => all.map((r) => (r.kind === kind ? { ...r, ...patch } : r)));
  const [page, setPage] = useState(1);
  const sent = useQuery({
    queryKey: [ROLL_CALL_KEY, 'alert', chosen, page],
    queryFn: () =>
      api.get('education/rollcall/alert', {
        query: { branchId: chosen, _pageNumber: page, _pageSize: 10 },
      }),
  });
  return (
    <>
      <Typography.Title level={3} style={{ marginTop: 0 }}>
        Veli Bildirim Kuralları
      </Typography.Title>
      <Card style={{ marginBottom: 16 }}>
        <Space direction="vertical" style={{ width: '100%' }} size="large">
          <FilterSelect
            label="Şube"
            placeholder="Şube seçiniz"
            options={branches}
            value={chosen}
            onChange={setBranchId}
          />
          <Typography.Text type="secondary">
            Kullanılabilir alanlar: {Object.keys(ALERT_PLACEHOLDERS).join(', ')}. SMS bilgilendirme amaçlıdır;
            her öğrenci için her kural günde en fazla bir kez gönderilir.
          </Typography.Text>
          {!chosen && <Typography.Text>Kuralları görmek için bir şube seçiniz.</Typography.Text>}
          {chosen &&
            rules.map((r) => (
              <Card key={r.kind} size="small" role="group" aria-label={alertRuleKindLabels[r.kind]}>
                <Space direction="vertical" style={{ width: '100%' }}>
                  <Space wrap>
                    <Switch
                      aria-label={`${alertRuleKindLabels[r.kind]} açık`}
                      checked={r.isEnabled}
                      onChange={(isEnabled) => change(r.kind, { isEnabled })}
                    />
                    <Typography.Text strong>{alertRuleKindLabels[r.kind]}</Typography.Text>
                  </Space>
                  <Space wrap>
                    {THRESHOLD_RULES.includes(r.kind) && (
                      <InputNumber
                        aria-label="Sınır (gün)"
                        addonBefore="Sınır (gün)"
                        min={1}
                        max={200}
                        value={r.threshold}
                        onChange={(v) => change(r.kind, { threshold: typeof v === 'number' ? v : null })}
                      />
                    )}
                    <InputNumber
                      aria-label="Gönderim bekleme süresi (dk)"
                      addonBefore="Bekleme (dk)"
                      min={0}
                      max={600}
                      value={r.sendDelayMinutes}
                      onChange={(v) => change(r.kind, { sendDelayMinutes: typeof v === 'number' ? v : 0 })}
                    />
                  </Space>
                  <Input.TextArea
                    aria-label="SMS metni"
                    rows={2}
                    maxLength={500}
                    value={r.template}
                    onChange={(e) => change(r.kind, { template: e.target.value })}
                  />
                  <Typography.Text type="secondary">Önizleme: {preview(r.template)}</Typography.Text>
                </Space>
              </Card>
            ))}
          <Button type="primary" disabled={!chosen} loading={save.isPending} onClick={() => save.mutate()}>
            Kaydet
          </Button>
        </Space>
      </Card>
      <Card title="Gönderilen Bildirimler">
        <Table<AlertRow>
          rowKey="id"
          size="small"
          loading={sent.isFetching}
          dataSource={sent.data?._data ?? []}
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: 'Henüz bildirim yok.' }}
          pagination={{ current: page, pageSize: 10, total: sent.data?._totalData ?? 0, onChange: setPage }}
          columns={[
            { title: 'Tarih', render: (_, a) => formatDay(a.date) },
            { title: 'Öğrenci', dataIndex: 'studentName' },
            { title: 'Kural', render: (_, a) => alertRuleKindLabels[a.kind] },
            { title: 'Durum', render: (_, a) => alertStatusLabels[a.status] },
            { title: 'Alıcı', render: (_, a) => a.recipients.join(', ') },
            { title: 'Mesaj', dataIndex: 'text' },
          ]}
        />
      </Card>
    </>
  );
};

/** A report row as the screen receives it: its position in the list as its key. */
type ReportRow = TRollCallReportRow & { rowId: number };

/** /education/report/rollcall: attendance per student over a branch, class, student and range. */
export const RollCallReportPage = () => {
  const branch = useBranchListFilter();
  const { branchId } = branch;
  const [schoolClassId, setSchoolClassId] = useListFilter<string>('schoolClassId');
  const [range, setRange] = useRangeFilter();
  const [params] = useListParams();
  const classes =
    useOptions<{ id: string; name: string }>('education/school-class/list', { branchId }).data ?? [];
  const filters = { branchId, schoolClassId, ...rangeDays(range) };
  const totals = usePageTotals<TRollCallReportTotals>('education/report/rollcall', { ...params, ...filters });
  const canManage = useCan(ACTIONS.education.rollcallManage);
  const notTaken = useQuery({
    queryKey: [ROLL_CALL_KEY, 'not-taken-count', branchId],
    queryFn: () =>
      api.get('education/rollcall/not-taken', {
        query: { _pageSize: 1, ...(branchId ? { branchId } : {}) },
      }),
    enabled: canManage,
  });
  return (
    <>
      <ListPage<ReportRow>
        title="Yoklama Raporu"
        endpoint="education/report/rollcall"
        rowKey="rowId"
        searchPlaceholder="Öğrenci ara"
        emptyText="Bu ölçütlere uyan yoklama yok."
        filters={filters}
        toolbar={
          <Space wrap>
            {branch.select}
            <FilterSelect
              label="Sınıf"
              placeholder="Tüm sınıflar"
              options={recordOptions(classes)}
              value={schoolClassId}
              onChange={setSchoolClassId}
            />
            <RangeFilter label="Tarih aralığı" value={range} onChange={setRange} />
            <ReportActions
              excel={{
                endpoint: 'education/report/rollcall/excel',
                init: { query: { ...filters, _searchTerm: params._searchTerm } },
                fileName: 'yoklama-raporu',
              }}
            />
          </Space>
        }
        columns={ROLL_CALL_REPORT_COLUMNS.map((c) => ({ title: c.header, dataIndex: c.key }))}
      />
      {totals && (
        <ListTotals
          parts={[
            ['Yapılan ders', String(totals.held)],
            ['Yok', String(totals.absent)],
            ['Geç', String(totals.late)],
            ['İzinli', String(totals.excused)],
            ['Devamsızlık oranı', `%${totals.absenceRate}`],
            ...(notTaken.data
              ? [['Bugün alınmayan yoklama', String(notTaken.data._totalData)] as const]
              : []),
          ]}
        />
      )}
    </>
  );
};
