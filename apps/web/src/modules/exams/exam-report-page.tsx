import { FileExcelOutlined, FilePdfOutlined } from '@ant-design/icons';
import { formatExamNumber, formatRank } from '@panel/shared/exams/result-report';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Space, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import type { Answer } from '../../api/api-paths';
import { api } from '../../app/http';
import { downloadFile } from '../../components/download';
import { FilterSelect } from '../../components/filter-select';
import { pagedTableProps } from '../../components/list-page';
import { SearchInput } from '../../components/search-input';
import { useListParams, useUrlFilter } from '../../components/use-list-params';
import { useBranchOptions } from '../education/education-options';
import { useClassOptions } from '../students/student.api';
import { ExamSelect, useExamOptions } from './exam-upload-select';

type Row = Answer<'/examapi/exams/{id}/results', 'get'>['_data'][number];

/** /exam/report/exam-report: an exam's per-student results in rank order, Excel, and each student's sheet. */
export const ExamReportPage = () => {
  const [examId, setExamId] = useUrlFilter('examId');
  const [branchId, setBranchId] = useUrlFilter('branchId');
  const [classId, setClassId] = useUrlFilter('classId');
  const [params, setParams] = useListParams({ pageSize: 50 });
  const branches = useBranchOptions();
  const classes = useClassOptions(branchId);
  const [busy, setBusy] = useState<string | null>(null);
  const filters = {
    ...(branchId ? { branchId } : {}),
    ...(classId ? { classId } : {}),
    ...(params._searchTerm ? { _searchTerm: params._searchTerm } : {}),
  };
  const results = useQuery({
    queryKey: ['examapi', 'results', examId, params, branchId, classId],
    queryFn: () =>
      api.get('/examapi/exams/{id}/results', { path: { id: examId! }, query: { ...params, ...filters } }),
    enabled: !!examId,
  });
  const exam = useExamOptions().data?.find((e) => e.id === examId);
  const sectionNames = results.data?._data[0]?.sections.map((s) => s.name) ?? [];
  const run = (key: string, work: () => Promise<unknown>) => {
    setBusy(key);
    void work().finally(() => setBusy(null));
  };
  const columns: ColumnsType<Row> = [
    { title: 'Sıra', key: 'rank', width: 60, render: (_, r) => formatRank(r.rank.business) },
    { title: 'Öğrenci No', dataIndex: 'studentNumber' },
    { title: 'Ad Soyad', dataIndex: 'fullName' },
    { title: 'Kitapçık', dataIndex: 'booklet' },
    ...sectionNames.map((name, i) => ({
      title: `${name} Net`,
      key: `section-${i}`,
      align: 'right' as const,
      render: (_: unknown, r: Row) => formatExamNumber(r.sections[i]?.net),
    })),
    { title: 'Toplam Net', key: 'net', align: 'right', render: (_, r) => formatExamNumber(r.totalNet) },
    { title: 'Puan', key: 'score', align: 'right', render: (_, r) => formatExamNumber(r.score) },
    { title: 'Sınıf', key: 'class', align: 'right', render: (_, r) => formatRank(r.rank.class) },
    { title: 'Şube', key: 'branch', align: 'right', render: (_, r) => formatRank(r.rank.branch) },
    { title: 'Kurum', key: 'business', align: 'right', render: (_, r) => formatRank(r.rank.business) },
    {
      title: '',
      key: 'pdf',
      align: 'right',
      render: (_, r) =>
        r.studentId && (
          <Button
            size="small"
            icon={<FilePdfOutlined />}
            aria-label={`${r.fullName.trim()} sonuç belgesi`}
            loading={busy === r.id}
            onClick={() =>
              run(r.id, () =>
                downloadFile(
                  '/examapi/exams/{id}/results/{studentId}/pdf',
                  { path: { id: examId!, studentId: r.studentId! } },
                  `${r.fullName.trim()} - ${exam?.name ?? 'Sınav'} Sonuç Belgesi.pdf`,
                ),
              )
            }
          >
            Karne
          </Button>
        ),
    },
  ];
  return (
    <>
      <Typography.Title level={3} style={{ marginTop: 0 }}>
        Sınav Sonuç Listesi
      </Typography.Title>
      <Card style={{ marginBottom: 16 }}>
        <Space wrap>
          <ExamSelect value={examId} onChange={(v: string) => setExamId(v)} />
          <FilterSelect
            search={false}
            label="Şube"
            placeholder="Tüm şubeler"
            width={200}
            value={branchId}
            onChange={(v) => {
              setBranchId(v);
              setClassId(undefined);
            }}
            options={branches}
          />
          <FilterSelect
            search={false}
            label="Sınıf"
            placeholder="Tüm sınıflar"
            width={200}
            value={classId}
            onChange={setClassId}
            options={classes.options}
          />
          <SearchInput
            value={params._searchTerm}
            onSearch={(term) => setParams({ _searchTerm: term })}
            placeholder="Ad veya numara ara"
          />
          <Button
            icon={<FileExcelOutlined />}
            disabled={!examId}
            loading={busy === 'excel'}
            onClick={() =>
              run('excel', () =>
                downloadFile(
                  '/examapi/exams/results/excel',
                  { query: { examId: examId!, ...filters } },
                  `${exam?.name ?? 'Sınav'} Sonuçları.xlsx`,
                ),
              )
            }
          >
            Excel'e Aktar
          </Button>
        </Space>
      </Card>
      <Card>
        <Table<Row>
          rowKey="id"
          size="middle"
          {...pagedTableProps(results, params, setParams)}
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: examId ? 'Bu sınavda sonuç yok.' : 'Sonuçları görmek için bir sınav seçin.' }}
          columns={columns}
        />
      </Card>
    </>
  );
};
