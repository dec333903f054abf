import { FileExcelOutlined } from '@ant-design/icons';
import {
  MARK_COLUMNS,
  markColumnLabels,
  percentOf,
  type TQuestionAnalysis,
} from '@panel/shared/exams/exam-analysis';
import { Alert, Button, Card, Empty, Select, Space, Table, Tabs, Typography } from 'antd';
import { useState } from 'react';
import { FilterSelect } from '../../components/filter-select';
import { SearchInput } from '../../components/search-input';
import { TitleRow } from '../../components/title-row';
import { useListParams, useUrlFilter } from '../../components/use-list-params';
import { useBranchOptions } from '../education/education-options';
import { useClassOptions } from '../students/student.api';
import { downloadExamFile, useAnalysisStudents, useExamAnalysis, useExamOptions } from './exam-outcomes.api';
import { OutcomeHeatMap } from './outcome-heat-map';
import { QuestionChart } from './question-chart';

const two = (v: number | null) =>
  v === null ? '-' : v.toLocaleString('tr-TR', { maximumFractionDigits: 2 });

/** The exam picker: the exams the account sees, searched on the server. */
const ExamPicker = ({ value, onChange }: { value?: string; onChange: (id: string | undefined) => void }) => {
  const [term, setTerm] = useState('');
  const { data, isFetching } = useExamOptions(term);
  return (
    <Select
      showSearch
      allowClear
      aria-label="Sınav"
      placeholder="Sınav seçiniz"
      filterOption={false}
      onSearch={setTerm}
      loading={isFetching}
      style={{ width: 320 }}
      value={value}
      onChange={(v) => onChange(v ?? undefined)}
      options={(data?._data ?? []).map((e) => ({ value: e.id, label: `${e.name} (${e.date})` }))}
    />
  );
};

const questionColumns = (booklets: string[]) => [
  { title: 'Bölüm', dataIndex: 'section', fixed: 'left' as const },
  { title: 'Soru', dataIndex: 'question', align: 'right' as const },
  {
    title: 'Güçlük (p)',
    key: 'difficulty',
    align: 'right' as const,
    render: (_: unknown, q: TQuestionAnalysis) => two(q.difficulty),
  },
  {
    title: 'Ayırt Edicilik',
    key: 'discrimination',
    align: 'right' as const,
    render: (_: unknown, q: TQuestionAnalysis) => two(q.discrimination),
  },
  { title: 'Doğru', dataIndex: 'correct', align: 'right' as const },
  { title: 'İptal', key: 'cancellation', render: (_: unknown, q: TQuestionAnalysis) => q.cancellation ?? '' },
  ...booklets.map((b, bi) => ({
    title: `${b} kitapçığı`,
    key: `booklet-${b}`,
    children: MARK_COLUMNS.map((m) => ({
      title: markColumnLabels[m],
      key: `${b}-${m}`,
      align: 'right' as const,
      onCell: (q: TQuestionAnalysis) =>
        q.distractors[bi]?.key === m ? { style: { background: '#d9f7be', fontWeight: 600 } } : {},
      render: (_: unknown, q: TQuestionAnalysis) => (
        <span title={q.distractors[bi]?.key === m ? 'Doğru cevap' : undefined}>
          {q.distractors[bi]?.counts[m]}
        </span>
      ),
    })),
  })),
];

export const ExamAnalysisPage = () => {
  const [examId, setExamId] = useUrlFilter<string>('examId');
  const [branchId, setBranchId] = useUrlFilter<string>('branchId');
  const [classId, setClassId] = useUrlFilter<string>('classId');
  const [params, setParams] = useListParams();
  const branches = useBranchOptions();
  const classes = useClassOptions(branchId).options;
  const filter = { branchId, classId };
  const analysis = useExamAnalysis(examId, filter);
  const students = useAnalysisStudents(examId, { ...filter, ...params });
  const a = analysis.data;
  const booklets = a?.questions[0]?.distractors.map((d) => d.booklet) ?? [];
  return (
    <>
      <TitleRow title="Sınav Analizi">
        {examId && (
          <Button
            icon={<FileExcelOutlined />}
            onClick={() =>
              void downloadExamFile(
                `exams/${examId}/analysis/excel`,
                filter,
                `${a?.exam.name ?? 'sinav'} Soru Analizi.xlsx`,
              )
            }
          >
            Excel
          </Button>
        )}
      </TitleRow>
      <Card style={{ marginBottom: 16 }}>
        <Space wrap>
          <ExamPicker value={examId} onChange={setExamId} />
          <FilterSelect
            label="Şube"
            placeholder="Şube"
            options={branches}
            value={branchId}
            onChange={setBranchId}
          />
          <FilterSelect
            label="Sınıf"
            placeholder="Sınıf"
            options={classes}
            value={classId}
            onChange={setClassId}
          />
        </Space>
      </Card>
      {!examId && <Empty description="Analiz için bir sınav seçiniz." />}
      {a && (
        <Space direction="vertical" size="middle" style={{ width: '100%' }}>
          <Alert
            type="info"
            showIcon
            title={`${a.students} öğrencinin cevapları. Güçlük (p): soruyu doğru cevaplayanların oranı. ${a.discriminationMethod} Her grupta ${a.groupSize} öğrenci.`}
          />
          <Card title="Soruların Doğru Oranı">
            <QuestionChart questions={a.questions} />
          </Card>
          <Card>
            <Tabs
              items={[
                {
                  key: 'questions',
                  label: 'Soru Analizi ve Çeldiriciler',
                  children: (
                    <>
                      <Typography.Paragraph type="secondary">
                        Şık sütunları her kitapçıkta o şıkkı işaretleyen öğrenci sayısıdır; yeşil hücre o
                        kitapçığın doğru cevabıdır.
                      </Typography.Paragraph>
                      <Table<TQuestionAnalysis>
                        size="small"
                        bordered
                        rowKey={(q) => `${q.section}-${q.question}`}
                        dataSource={a.questions}
                        columns={questionColumns(booklets)}
                        pagination={false}
                        scroll={{ x: 'max-content', y: 520 }}
                      />
                    </>
                  ),
                },
                {
                  key: 'outcomes',
                  label: 'Kazanımlar',
                  children: (
                    <Table
                      size="small"
                      rowKey="id"
                      dataSource={a.outcomes}
                      pagination={false}
                      columns={[
                        { title: 'Kod', dataIndex: 'code' },
                        { title: 'Kazanım', dataIndex: 'text' },
                        {
                          title: 'Sorular',
                          key: 'questions',
                          render: (_, o) => o.questions.map((q) => `${q.section} ${q.question}`).join(', '),
                        },
                        {
                          title: 'Başarı',
                          key: 'success',
                          align: 'right',
                          render: (_, o) => percentOf(o.success),
                        },
                      ]}
                    />
                  ),
                },
                {
                  key: 'branches',
                  label: 'Şubelere Göre',
                  children: <OutcomeHeatMap outcomes={a.outcomes} rows={a.branches} label="Şube" />,
                },
                {
                  key: 'classes',
                  label: 'Sınıflara Göre',
                  children: <OutcomeHeatMap outcomes={a.outcomes} rows={a.classes} label="Sınıf" />,
                },
                {
                  key: 'students',
                  label: 'Öğrencilere Göre',
                  children: (
                    <>
                      <SearchInput
                        value={params._searchTerm}
                        onSearch={(term) => setParams({ _searchTerm: term })}
                        placeholder="Öğrenci ara"
                      />
                      <div style={{ height: 12 }} />
                      <OutcomeHeatMap
                        outcomes={a.outcomes}
                        label="Öğrenci"
                        loading={students.isFetching}
                        rows={(students.data?._data ?? []).map((r, i) => ({
                          ...r,
                          key: `${r.id ?? ''}-${i}`,
                        }))}
                        pagination={{
                          current: params._pageNumber,
                          pageSize: params._pageSize,
                          total: students.data?._totalData ?? 0,
                          showTotal: (n: number) => `Toplam ${n} kayıt`,
                          onChange: (page: number, size: number) =>
                            setParams({ _pageNumber: size === params._pageSize ? page : 1, _pageSize: size }),
                        }}
                      />
                    </>
                  ),
                },
              ]}
            />
          </Card>
        </Space>
      )}
    </>
  );
};
