import { STUDY_STATES, type StudyState, studyStateLabels } from '@panel/shared/students/enums';
import { STUDENT_REPORTS, type StudentReportName } from '@panel/shared/students/reports';
import { Card, Empty, Space, Typography } from 'antd';
import { useLocation } from 'react-router';
import { optionsOf } from '../../../components/enum-options';
import { FilterSelect } from '../../../components/filter-select';
import { ListPage } from '../../../components/list-page';
import { ReportActions } from '../../../components/report-actions';
import { useOptions } from '../../../components/resource-api';
import { useListParams } from '../../../components/use-list-params';
import { BranchFilter, SemesterFilter } from '../../education/education-filters';
import { useListFilter } from '../../education/education-options';

type Row = Record<string, string | number>;

/** One page for every student report: its columns and filters come from the shared definition. */
export const StudentReportPage = () => {
  const name = useLocation().pathname.split('/').pop() as StudentReportName;
  const definition = STUDENT_REPORTS[name];
  const has = (f: string) => (definition.filters as readonly string[]).includes(f);
  const [branchId, setBranchId] = useListFilter<string>('branchId');
  const [semesterId, setSemesterId] = useListFilter<string>('semesterId');
  const [schoolClassId, setSchoolClassId] = useListFilter<string>('schoolClassId');
  const [studyState, setStudyState] = useListFilter<StudyState>('studyState');
  const [params] = useListParams();
  const classes =
    useOptions<{ id: string; name: string }>(
      'education/school-class/list',
      { branchId, semesterId },
      has('schoolClassId'),
    ).data ?? [];
  const filters = { branchId, semesterId, schoolClassId, studyState };
  const waiting = 'requires' in definition && !filters[definition.requires];
  const toolbar = (
    <Space wrap>
      {has('branchId') && <BranchFilter value={branchId} onChange={setBranchId} />}
      {has('semesterId') && <SemesterFilter value={semesterId} onChange={setSemesterId} />}
      {has('schoolClassId') && (
        <FilterSelect
          label="Sınıf"
          placeholder={waiting ? 'Sınıf seçiniz' : 'Tüm sınıflar'}
          options={classes.map((c) => ({ value: c.id, label: c.name }))}
          value={schoolClassId}
          onChange={setSchoolClassId}
        />
      )}
      {has('studyState') && (
        <FilterSelect
          label="Durum"
          placeholder="Tüm durumlar"
          options={optionsOf(STUDY_STATES, studyStateLabels)}
          value={studyState}
          onChange={setStudyState}
        />
      )}
      {!waiting && (
        <ReportActions
          excel={{
            endpoint: `education/report/${name}/excel`,
            init: { query: { ...filters, _searchTerm: params._searchTerm } },
            fileName: definition.title,
          }}
        />
      )}
    </Space>
  );
  if (waiting)
    return (
      <>
        <Typography.Title level={3} style={{ marginTop: 0 }}>
          {definition.title}
        </Typography.Title>
        <Card>
          {toolbar}
          <Empty style={{ marginTop: 24 }} description="Raporu görmek için bir sınıf seçiniz." />
        </Card>
      </>
    );
  return (
    <ListPage<Row>
      key={name}
      title={definition.title}
      endpoint={`education/report/${name}`}
      searchPlaceholder={definition.searchPlaceholder}
      emptyText="Bu ölçütlere uyan kayıt yok."
      filters={filters}
      toolbar={toolbar}
      columns={definition.columns.map((c) => ({ title: c.header, dataIndex: c.key }))}
    />
  );
};
