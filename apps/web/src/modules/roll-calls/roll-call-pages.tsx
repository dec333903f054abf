import { formatDay, todayInIstanbul } from '@panel/shared/common/dates';
import { ACTIONS } from '@panel/shared/permissions/keys';
import {
  ROLL_CALL_STATES,
  type RollCallState,
  rollCallStateLabels,
  type TRollCallMark,
} from '@panel/shared/roll-calls/roll-call';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Button,
  Card,
  DatePicker,
  Empty,
  Input,
  InputNumber,
  List,
  Radio,
  Skeleton,
  Space,
  Tabs,
  Tag,
  Typography,
} from 'antd';
import dayjs from 'dayjs';
import { lazy, type ReactNode, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useCan } from '../../app/auth/use-session-data';
import { api } from '../../app/http';
import { followReport } from '../../components/download';
import { invalidatePaths } from '../../components/resource-api';
import { TitleRow } from '../../components/title-row';
import { ROLL_CALL_KEY, type RollCall, useDaySlots, useRollCall } from './roll-call.api';
import { OpenStateTag, useOpenSlot } from './roll-call-parts';

// A manager's tabs past the first load when one is opened.
const loadDayTabs = () => import('./roll-call-day-tabs');
const ClassDayGrid = lazy(async () => ({ default: (await loadDayTabs()).ClassDayGrid }));
const NotTakenList = lazy(async () => ({ default: (await loadDayTabs()).NotTakenList }));
const later = (tab: ReactNode) => <Suspense fallback={<Skeleton active />}>{tab}</Suspense>;

/** A day picker that answers a calendar day; never a future one. */
const DayPicker = ({ value, onChange }: { value: string; onChange: (day: string) => void }) => (
  <DatePicker
    aria-label="Tarih"
    format="DD.MM.YYYY"
    allowClear={false}
    value={dayjs(value)}
    disabledDate={(d) => d.format('YYYY-MM-DD') > todayInIstanbul()}
    onChange={(d) => d && onChange(d.format('YYYY-MM-DD'))}
  />
);

/** The day's lessons as big cards, earliest first: what a teacher taps in a classroom. */
const SlotList = ({ date }: { date: string }) => {
  const { data, isLoading } = useDaySlots(date);
  const open = useOpenSlot();
  const slots = data?._data ?? [];
  return (
    <List
      loading={isLoading}
      dataSource={slots}
      locale={{ emptyText: <Empty description="Bu gün için dersiniz yok." /> }}
      renderItem={(slot) => (
        <List.Item style={{ padding: '6px 0' }}>
          <Button
            block
            size="large"
            style={{ height: 'auto', padding: '12px 16px', textAlign: 'left' }}
            loading={open.isPending && open.variables?.slot === slot}
            aria-label={`${slot.schoolClassName} ${slot.slotNo}. ders yoklaması`}
            onClick={() => open.mutate({ slot, date })}
          >
            <Space direction="vertical" size={2} style={{ width: '100%' }}>
              <Space wrap>
                <Typography.Text strong style={{ fontSize: 18 }}>
                  {slot.schoolClassName}
                </Typography.Text>
                <Typography.Text>
                  {slot.slotNo}. ders {slot.startsAt}-{slot.endsAt}
                </Typography.Text>
                <OpenStateTag state={slot.openState} />
              </Space>
              <Typography.Text type="secondary">
                {slot.majorName} · {slot.teacherName} · {slot.studentCount} öğrenci
                {slot.openState === 'Close' ? ` · Yok: ${slot.absent} · Geç: ${slot.late}` : ''}
              </Typography.Text>
            </Space>
          </Button>
        </List.Item>
      )}
    />
  );
};

/** /education/student/rollcall: the day's lessons; managers also see a class's day and what is not taken. */
export const RollCallListPage = () => {
  const [date, setDate] = useState(todayInIstanbul());
  const canManage = useCan(ACTIONS.education.rollcallManage);
  const navigate = useNavigate();
  // The dashboard's "not taken" widget opens the list straight away.
  const [params] = useSearchParams();
  return (
    <>
      <TitleRow title="Yoklama">
        {canManage && (
          <Button onClick={() => navigate('/education/student/rollcall/alert-rule')}>
            Veli Bildirim Kuralları
          </Button>
        )}
      </TitleRow>
      <Card>
        <Space style={{ marginBottom: 12 }}>
          <DayPicker value={date} onChange={setDate} />
        </Space>
        {canManage ? (
          <Tabs
            defaultActiveKey={params.get('tab') === 'not-taken' ? 'not-taken' : 'day'}
            items={[
              { key: 'day', label: 'Dersler', children: <SlotList date={date} /> },
              { key: 'class', label: 'Sınıfın Günü', children: later(<ClassDayGrid date={date} />) },
              { key: 'not-taken', label: 'Alınmayanlar', children: later(<NotTakenList date={date} />) },
            ]}
          />
        ) : (
          <SlotList date={date} />
        )}
      </Card>
    </>
  );
};

type Draft = Record<string, TRollCallMark>;

const draftOf = (rc: RollCall): Draft =>
  Object.fromEntries(
    rc.marks.map((m) => [
      m.studentId,
      { studentId: m.studentId, state: m.state, lateMinutes: m.lateMinutes, excuseReason: m.excuseReason },
    ]),
  );

/** One student's row: four big buttons, and the minutes or the reason when they are needed. */
const MarkRow = ({
  name,
  mark,
  readOnly,
  onChange,
}: {
  name: string;
  mark: TRollCallMark;
  readOnly: boolean;
  onChange: (next: TRollCallMark) => void;
}) => (
  // biome-ignore lint/a11y/useSemanticElements: a fieldset would bring its own border and legend layout.
  <div role="group" aria-label={name} style={{ padding: '10px 0', borderBottom: '1px solid #f0f0f0' }}>
    <Typography.Text strong style={{ fontSize: 16, display: 'block', marginBottom: 6 }}>
      {name}
    </Typography.Text>
    <Radio.Group
      optionType="button"
      buttonStyle="solid"
      size="large"
      disabled={readOnly}
      value={mark.state}
      style={{ display: 'flex' }}
      onChange={(e) => onChange({ ...mark, state: e.target.value as RollCallState })}
      options={ROLL_CALL_STATES.map((s) => ({
        value: s,
        label: rollCallStateLabels[s],
        style: { flex: 1, textAlign: 'center', minHeight: 44 },
      }))}
    />
    {mark.state === 'Late' && (
      <InputNumber
        aria-label={`${name} gecikme (dk)`}
        placeholder="Gecikme (dk)"
        size="large"
        min={1}
        max={240}
        disabled={readOnly}
        value={mark.lateMinutes}
        style={{ width: '100%', marginTop: 8 }}
        onChange={(v) => onChange({ ...mark, lateMinutes: typeof v === 'number' ? v : null })}
      />
    )}
    {mark.state === 'Excused' && (
      <Input
        aria-label={`${name} izin nedeni`}
        placeholder="İzin nedeni"
        size="large"
        maxLength={200}
        disabled={readOnly}
        value={mark.excuseReason ?? ''}
        style={{ marginTop: 8 }}
        onChange={(e) => onChange({ ...mark, excuseReason: e.target.value || null })}
      />
    )}
  </div>
);

/** The marking screen, made for a phone held in one hand. */
const RollCallSheet = ({ rc }: { rc: RollCall }) => {
  const canManage = useCan(ACTIONS.education.rollcallManage);
  const client = useQueryClient();
  const [draft, setDraft] = useState<Draft>(() => draftOf(rc));
  // A refetch (after a save, on focus) shows the server's marks, but never over taps not yet saved.
  const [dirty, setDirty] = useState(false);
  useEffect(() => {
    if (!dirty) setDraft(draftOf(rc));
  }, [rc, dirty]);
  // Taps so far: a save clears `dirty` only if nothing was tapped while it was on its way (a
  // tap right after pressing the button was otherwise replaced by the refetched marks).
  const taps = useRef(0);
  const closed = rc.openState === 'Close';
  const readOnly = closed && !canManage;
  const marks = useMemo(() => Object.values(draft), [draft]);
  const count = (s: RollCallState) => marks.filter((m) => m.state === s).length;
  const submit = useMutation({
    mutationFn: async () => {
      const tapsSent = taps.current;
      return {
        answer: await api.post('education/rollcall/submit', { body: { id: rc.id, marks } }),
        tapsSent,
      };
    },
    onSuccess: async ({ answer, tapsSent }) => {
      // Many parents' alerts go through the job queue: their progress opens in a new tab.
      followReport(answer);
      await invalidatePaths(client, [ROLL_CALL_KEY, 'education/report/rollcall']);
      if (taps.current === tapsSent) setDirty(false);
    },
  });
  return (
    <>
      <Card size="small" style={{ marginBottom: 12 }}>
        <Space direction="vertical" size={4}>
          <Space wrap>
            <Typography.Text strong style={{ fontSize: 18 }}>
              {rc.schoolClassName}
            </Typography.Text>
            <OpenStateTag state={rc.openState} />
          </Space>
          <Typography.Text>
            {formatDay(rc.date)} · {rc.slotNo}. ders {rc.startsAt}-{rc.endsAt} · {rc.majorName}
          </Typography.Text>
          <Space wrap aria-label="Yoklama sayıları">
            <Tag color="red">Yok: {count('Absent')}</Tag>
            <Tag color="orange">Geç: {count('Late')}</Tag>
            <Tag color="blue">İzinli: {count('Excused')}</Tag>
            <Tag color="green">Var: {count('Present')}</Tag>
          </Space>
        </Space>
      </Card>
      <Card size="small">
        {rc.marks.length === 0 && <Empty description="Sınıfta öğrenci yok." />}
        {rc.marks.map((m) => (
          <MarkRow
            key={m.studentId}
            name={m.studentName}
            mark={draft[m.studentId]!}
            readOnly={readOnly}
            onChange={(next) => {
              taps.current++;
              setDirty(true);
              setDraft((d) => ({ ...d, [m.studentId]: next }));
            }}
          />
        ))}
        <RollCallHistory id={rc.id} />
        {readOnly ? (
          <Typography.Paragraph type="secondary" style={{ marginTop: 12 }}>
            Yoklama tamamlandı; değişikliği yalnızca yöneticiler yapabilir.
          </Typography.Paragraph>
        ) : (
          <div style={{ position: 'sticky', bottom: 0, background: 'inherit', paddingTop: 12 }}>
            <Button
              type="primary"
              size="large"
              block
              loading={submit.isPending}
              onClick={() => submit.mutate()}
            >
              {closed ? 'Değişiklikleri Kaydet' : 'Yoklamayı Gönder'}
            </Button>
          </div>
        )}
      </Card>
    </>
  );
};

const markText = (m: Pick<TRollCallMark, 'state' | 'lateMinutes' | 'excuseReason'>) =>
  `${rollCallStateLabels[m.state]}${m.lateMinutes ? ` (${m.lateMinutes} dk)` : ''}${m.excuseReason ? ` (${m.excuseReason})` : ''}`;

/** The corrections made after the roll call closed, with before and after (the audit log). */
const RollCallHistory = ({ id }: { id: string }) => {
  const { data } = useQuery({
    queryKey: [ROLL_CALL_KEY, 'history', id],
    queryFn: () => api.get('education/rollcall/{id}/history', { path: { id } }),
  });
  if (!data || data.length === 0) return null;
  return (
    <List
      size="small"
      header={<Typography.Text strong>Değişiklik Geçmişi</Typography.Text>}
      dataSource={data}
      renderItem={(c) => (
        <List.Item>
          {c.studentName}: {markText(c.before)} → {markText(c.after)}
          <Typography.Text type="secondary">
            {' '}
            · {c.userName ?? '-'} · {dayjs(c.at).format('DD.MM.YYYY HH:mm')}
          </Typography.Text>
        </List.Item>
      )}
    />
  );
};

/** /education/student/rollcall/add: the marking screen of a roll call, or the day's lessons to pick one. */
export const RollCallTakePage = () => {
  const [params] = useSearchParams();
  const id = params.get('id');
  const { data } = useRollCall(id);
  return (
    <div style={{ maxWidth: 640 }}>
      <Typography.Title level={3} style={{ marginTop: 0 }}>
        Yoklama Al
      </Typography.Title>
      {id ? (
        data ? (
          <RollCallSheet rc={data} />
        ) : (
          <Card loading />
        )
      ) : (
        <Card>
          <SlotList date={todayInIstanbul()} />
        </Card>
      )}
    </div>
  );
};
