import type { TUnmatchedLine } from '@panel/shared/exams/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Space, Table, Typography } from 'antd';
import { useState } from 'react';
import { api } from '../../app/http';
import { pagedTableProps } from '../../components/list-page';
import { SearchInput } from '../../components/search-input';
import { StudentPicker } from '../students/student-operations';
import { ExamSelect, useChosenExamPage } from './exam-upload-select';

type Line = TUnmatchedLine;

/** One waiting line's student, picked by name or number, and the match that scores it at once. */
const MatchCell = ({ examId, line }: { examId: string; line: Line }) => {
  const client = useQueryClient();
  const [studentId, setStudentId] = useState<string>();
  const match = useMutation({
    mutationFn: () =>
      api.post('/examapi/exams/{id}/lines/{lineId}/match', {
        path: { id: examId, lineId: line.id },
        // The button waits for a pick; an empty id would get the API's Turkish 400.
        body: { studentId: studentId ?? '' },
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['examapi'] }),
  });
  return (
    <Space>
      <div style={{ width: 320 }}>
        <StudentPicker value={studentId} onChange={setStudentId} />
      </div>
      <Button type="primary" disabled={!studentId} loading={match.isPending} onClick={() => match.mutate()}>
        Eşleştir
      </Button>
    </Space>
  );
};

/** /exam/exam-student-match: an exam's lines no student was found for, matched by hand. */
export const ExamStudentMatchPage = () => {
  const { examId, setExamId, params, setParams, page } = useChosenExamPage('unmatched', (id, query) =>
    api.get('/examapi/exams/{id}/unmatched', { path: { id }, query }),
  );
  return (
    <>
      <Typography.Title level={3} style={{ marginTop: 0 }}>
        Öğrenci Eşleştirme
      </Typography.Title>
      <Card style={{ marginBottom: 16 }}>
        <Space wrap>
          <ExamSelect value={examId} onChange={(v: string) => setExamId(v)} />
          <SearchInput
            value={params._searchTerm}
            onSearch={(term) => setParams({ _searchTerm: term })}
            placeholder="Satırda ad veya numara ara"
          />
        </Space>
      </Card>
      <Card>
        <Table<Line>
          rowKey="id"
          size="middle"
          {...pagedTableProps(page, params, setParams)}
          scroll={{ x: 'max-content' }}
          locale={{
            emptyText: examId
              ? 'Bu sınavda eşleştirme bekleyen satır yok.'
              : 'Eşleştirmek için bir sınav seçin.',
          }}
          columns={[
            { title: 'Satır', dataIndex: 'line', width: 70 },
            { title: 'Ad Soyad (okunan)', dataIndex: 'fullName' },
            { title: 'Öğrenci No', dataIndex: 'studentNumber' },
            { title: 'T.C. Kimlik No', dataIndex: 'citizenId' },
            { title: 'Kitapçık', dataIndex: 'booklet' },
            { title: 'Neden', dataIndex: 'reason' },
            {
              title: 'Öğrenci',
              key: 'match',
              render: (_: unknown, line) => examId && <MatchCell examId={examId} line={line} />,
            },
          ]}
        />
      </Card>
    </>
  );
};
