import type { TMajorDistribution } from '@panel/shared/education/contracts';
import { ACTIONS } from '@panel/shared/permissions/keys';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Card, Empty, InputNumber, Select, Space, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useCan } from '../../../app/auth/use-session-data';
import { api } from '../../../app/http';
import { BranchFilter, useSemesterChoice } from '../education-filters';

type Cell = TMajorDistribution['cells'][number];
type Row = {
  key: string;
  name: string;
  cells: Map<string, Cell>;
  totals: Omit<Cell, 'schoolClassId' | 'majorId'>;
};

const DISTRIBUTION = 'education/major-distribution';

const sum = (cells: Cell[]) =>
  cells.reduce(
    (t, c) => ({
      planned: t.planned + c.planned,
      assigned: t.assigned + c.assigned,
      placed: t.placed + c.placed,
      gap: t.gap + c.gap,
    }),
    { planned: 0, assigned: 0, placed: 0, gap: 0 },
  );

/** Planned hours, then assigned / placed, with the gap to the plan in colour. */
const CellView = ({ cell }: { cell: Omit<Cell, 'schoolClassId' | 'majorId'> }) => (
  <Space direction="vertical" size={0}>
    <span>
      Atanan {cell.assigned} · Programda {cell.placed}
    </span>
    {cell.gap !== 0 && (
      <Tag color={cell.gap > 0 ? 'orange' : 'red'}>
        {cell.gap > 0 ? `${cell.gap} saat eksik` : `${-cell.gap} saat fazla`}
      </Tag>
    )}
  </Space>
);

/** /education/major-distribution: weekly hours per major per class against the plan. */
export const MajorDistributionPage = () => {
  const { semesterId, select: semesterSelect } = useSemesterChoice({ placeholder: 'Dönem' });
  const [branchId, setBranchId] = useState<string | undefined>();
  const canManage = useCan(ACTIONS.education.programManage);
  const client = useQueryClient();
  const { data, isFetching } = useQuery({
    queryKey: [DISTRIBUTION, semesterId, branchId],
    queryFn: () => api.get(DISTRIBUTION, { query: { semesterId: semesterId ?? '', branchId } }),
    enabled: !!semesterId,
  });
  const plan = useMutation({
    mutationFn: (body: { schoolClassId: string; majorId: string; plannedHours: number }) =>
      api.post(DISTRIBUTION, { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: [DISTRIBUTION] }),
  });
  const [extraMajor, setExtraMajor] = useState<string | undefined>();
  const allMajors = useQuery({
    queryKey: ['major/list'],
    queryFn: () => api.get('major/list'),
  });
  const majors = [
    ...(data?.majors ?? []),
    ...(allMajors.data ?? []).filter((m) => m.id === extraMajor && !data?.majors.some((d) => d.id === m.id)),
  ];

  const rows: Row[] = (data?.classes ?? []).map((c) => {
    const cells = (data?.cells ?? []).filter((x) => x.schoolClassId === c.id);
    return { key: c.id, name: c.name, cells: new Map(cells.map((x) => [x.majorId, x])), totals: sum(cells) };
  });
  const empty = (schoolClassId: string, majorId: string): Cell => ({
    schoolClassId,
    majorId,
    planned: 0,
    assigned: 0,
    placed: 0,
    gap: 0,
  });

  return (
    <>
      <Typography.Title level={3} style={{ marginTop: 0 }}>
        Branş Dağılımı
      </Typography.Title>
      <Card>
        <Space wrap style={{ marginBottom: 16 }}>
          {semesterSelect}
          <BranchFilter value={branchId} onChange={setBranchId} width={200} />
          {canManage && (
            <Select
              aria-label="Branş ekle"
              placeholder="Plana branş ekle"
              style={{ width: 220 }}
              showSearch
              optionFilterProp="label"
              value={extraMajor}
              onChange={setExtraMajor}
              options={(allMajors.data ?? [])
                .filter((m) => !data?.majors.some((d) => d.id === m.id))
                .map((m) => ({ value: m.id, label: m.name }))}
            />
          )}
        </Space>
        {rows.length === 0 && !isFetching ? (
          <Empty description="Bu dönemde sınıf yok." />
        ) : (
          <Table<Row>
            size="small"
            bordered
            loading={isFetching}
            pagination={false}
            dataSource={rows}
            scroll={{ x: 'max-content' }}
            columns={[
              { title: 'Sınıf', dataIndex: 'name', fixed: 'left' },
              ...majors.map((m) => ({
                title: m.name,
                key: m.id,
                render: (_: unknown, r: Row) => {
                  const cell = r.cells.get(m.id) ?? empty(r.key, m.id);
                  return (
                    <Space direction="vertical" size={2}>
                      {canManage ? (
                        <InputNumber
                          size="small"
                          min={0}
                          max={60}
                          aria-label={`${r.name} ${m.name} planlanan saat`}
                          addonAfter="plan"
                          defaultValue={cell.planned}
                          onBlur={(e) => {
                            const plannedHours = Number(e.target.value || 0);
                            if (plannedHours !== cell.planned)
                              plan.mutate({ schoolClassId: r.key, majorId: m.id, plannedHours });
                          }}
                          style={{ width: 110 }}
                        />
                      ) : (
                        <span>Plan {cell.planned}</span>
                      )}
                      <CellView cell={cell} />
                    </Space>
                  );
                },
              })),
              {
                title: 'Toplam',
                key: 'total',
                render: (_: unknown, r: Row) => (
                  <Space direction="vertical" size={0}>
                    <strong>Plan {r.totals.planned}</strong>
                    <CellView cell={r.totals} />
                  </Space>
                ),
              },
            ]}
          />
        )}
      </Card>
    </>
  );
};
