import { formatDay } from '@panel/shared/common/dates';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../app/http';
import { SearchSelect } from '../../components/search-select';
import { type ListState, useListParams, useUrlFilter } from '../../components/use-list-params';

export type ExamOption = { id: string; name: string; date: string; kind: string };

/** The exams to pick from, newest first (the exam API's list, its first 100). */
export const useExamOptions = (enabled = true) =>
  useQuery({
    queryKey: ['examapi', 'exams', 'options'],
    queryFn: async () => (await api.get('/examapi/exams', { query: { _pageSize: 100 } }))._data,
    enabled,
  });

/**
 * A page of rows of the exam the URL names (`examId`), the page and search in the URL too;
 * nothing is asked before an exam is picked.
 */
export const useChosenExamPage = <A,>(
  name: string,
  fetch: (examId: string, query: ListState) => Promise<A>,
) => {
  const [examId, setExamId] = useUrlFilter('examId');
  const [params, setParams] = useListParams();
  const page = useQuery({
    queryKey: ['examapi', name, examId, params],
    queryFn: () => fetch(examId!, params),
    enabled: !!examId,
  });
  return { examId, setExamId, params, setParams, page };
};

/** The exam a screen works on, picked by name (typing filters), with its date. */
export const ExamSelect = ({
  value,
  onChange,
  label = 'Sınav',
}: {
  value: string | undefined;
  onChange: (examId: string) => void;
  label?: string;
}) => {
  const exams = useExamOptions();
  return (
    <SearchSelect
      aria-label={label}
      placeholder="Sınav seçiniz"
      style={{ width: 320 }}
      loading={exams.isFetching}
      value={value}
      onChange={onChange}
      options={(exams.data ?? []).map((e) => ({ value: e.id, label: `${e.name} (${formatDay(e.date)})` }))}
    />
  );
};
