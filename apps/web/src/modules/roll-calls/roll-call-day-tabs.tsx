import { type DaySlot, rollCallStateLabels } from '@panel/shared/roll-calls/roll-call';
import { useQuery } from '@tanstack/react-query';
import { Button, Space, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { api } from '../../app/http';
import { FilterSelect } from '../../components/filter-select';
import { allRowsTableProps } from '../../components/list-page';
import { recordOptions } from '../../components/record-options';
import { useOptions } from '../../components/resource-api';
import { BranchFilter } from '../education/education-filters';
import { ROLL_CALL_KEY } from './roll-call.api';
import { markColor, OpenStateTag, useOpenSlot } from './roll-call-parts';

// The manager's tabs of the roll call screen past the first; loaded when one is opened.

/** A manager's grid of one class's day: every lesson's marks side by side. */
export const ClassDayGrid = ({ date }: { date: string }) => {
  const [schoolClassId, setSchoolClassId] = useState<string>();
  const classes = useOptions<{ id: string; name: string }>('education/school-class/list').data ?? [];
  const { data } = useQuery({
    queryKey: [ROLL_CALL_KEY, 'class-day', schoolClassId, date],
    queryFn: () =>
      api.get('education/rollcall/class-day', {
        query: { schoolClassId: schoolClassId ?? '', date },
      }),
    enabled: !!schoolClassId,
  });
  const open = useOpenSlot();
  const markOf = (rollCallId: string | null, studentId: string) =>
    data?.marks.find((m) => m.rollCallId === rollCallId && m.studentId === studentId)?.state;
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <FilterSelect
        label="Sınıf"
        placeholder="Sınıf seçiniz"
        options={recordOptions(classes)}
        value={schoolClassId}
        onChange={setSchoolClassId}
      />
      {schoolClassId && (
        <Table
          {...allRowsTableProps(data?.students ?? [])}
          size="small"
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: 'Sınıfta öğrenci yok.' }}
          columns={[
            { title: 'Öğrenci', dataIndex: 'name', fixed: 'left' },
            ...(data?.slots ?? []).map((slot) => ({
              key: slot.lessonTimeId,
              title: (
                <Button size="small" type="link" onClick={() => open.mutate({ slot, date })}>
                  {slot.slotNo}. ders {slot.majorName}
                </Button>
              ),
              render: (_: unknown, s: { id: string }) => {
                const state = markOf(slot.rollCallId, s.id);
                return state ? <Tag color={markColor[state]}>{rollCallStateLabels[state]}</Tag> : '-';
              },
            })),
          ]}
        />
      )}
    </Space>
  );
};

/** A branch's lessons of the day whose roll call is not submitted yet. */
export const NotTakenList = ({ date }: { date: string }) => {
  const [branchId, setBranchId] = useState<string>();
  const [page, setPage] = useState(1);
  const { data, isFetching } = useQuery({
    queryKey: [ROLL_CALL_KEY, 'not-taken', branchId, date, page],
    queryFn: () =>
      api.get('education/rollcall/not-taken', {
        query: { date, _pageNumber: page, _pageSize: 10, ...(branchId ? { branchId } : {}) },
      }),
  });
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <BranchFilter value={branchId} onChange={setBranchId} />
      <Typography.Text strong>Alınmayan yoklama: {data?._totalData ?? 0}</Typography.Text>
      <Table<DaySlot>
        rowKey={(s) => `${s.schoolClassId}-${s.lessonTimeId}`}
        size="small"
        loading={isFetching}
        dataSource={data?._data ?? []}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: 'Bu gün alınmayan yoklama yok.' }}
        pagination={{ current: page, pageSize: 10, total: data?._totalData ?? 0, onChange: setPage }}
        columns={[
          { title: 'Ders', render: (_, s) => `${s.slotNo}. ders ${s.startsAt}-${s.endsAt}` },
          { title: 'Sınıf', dataIndex: 'schoolClassName' },
          { title: 'Branş', dataIndex: 'majorName' },
          { title: 'Öğretmen', dataIndex: 'teacherName' },
          { title: 'Durum', render: (_, s) => <OpenStateTag state={s.openState} /> },
        ]}
      />
    </Space>
  );
};
