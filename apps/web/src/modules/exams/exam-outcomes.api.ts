import type { Paged } from '@panel/shared/common/pagination';
import type { TExamAnalysis, THeatRow } from '@panel/shared/exams/exam-analysis';
import type {
  TLearningOutcomePool,
  TLearningOutcomePoolInput,
  TLearningOutcomePoolRow,
  TOutcomeImportAnswer,
} from '@panel/shared/exams/learning-outcomes';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../app/http';
import { saveBlob } from '../../components/download';

/** The calls of the learning-outcome pool and exam analysis screens, under /examapi. */
const exam = http.exam;
export const POOLS = 'learning-outcome-pools';

export type PoolRow = TLearningOutcomePoolRow;
export type Pool = TLearningOutcomePool;
export type ImportPreview = TOutcomeImportAnswer;
export type ExamOption = { id: string; name: string; date: string; kind: string };
export type StudentHeatRow = THeatRow & { classCode: string; rank: number | null };

type PoolQuery = {
  _searchTerm?: string;
  _pageNumber: number;
  _pageSize: number;
  majorId?: string;
  gradeLevel?: string;
};

export const usePools = (query: PoolQuery) =>
  useQuery({
    queryKey: [POOLS, 'page', query],
    queryFn: () => exam.get<Paged<PoolRow>>(POOLS, query),
    placeholderData: keepPreviousData,
  });

export const usePool = (id: string | undefined) =>
  useQuery({
    queryKey: [POOLS, 'record', id],
    queryFn: () => exam.get<Pool>(`${POOLS}/${id}`),
    enabled: !!id,
  });

const useRefreshPools = () => {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: [POOLS] });
};

export const useSavePool = () => {
  const refresh = useRefreshPools();
  return useMutation({
    mutationFn: ({ id, values }: { id?: string; values: TLearningOutcomePoolInput }) =>
      id
        ? exam.put<{ id: string; message: string }>(`${POOLS}/${id}`, values)
        : exam.post<{ id: string; message: string }>(POOLS, values),
    onSuccess: refresh,
  });
};

export const useDeletePool = () => {
  const refresh = useRefreshPools();
  return useMutation({
    mutationFn: (id: string) => exam.delete<{ message: string }>(`${POOLS}/${id}`),
    onSuccess: refresh,
  });
};

export const postOutcomeFile = (poolId: string, file: File, dryRun: boolean) => {
  const body = new FormData();
  body.append('file', file);
  return http.raw.post<ImportPreview>(`/examapi/${POOLS}/${poolId}/import`, {
    params: { dryRun: dryRun ? 'true' : 'false' },
    data: body,
  });
};

/** A file the exam API renders, saved under `fileName`. */
export const downloadExamFile = async (url: string, params: object, fileName: string) => {
  const response = await http.raw.request({
    method: 'get',
    url: `/examapi/${url}`,
    params,
    responseType: 'blob',
  });
  saveBlob(response.data as Blob, fileName);
};

export const useExamOptions = (searchTerm: string) =>
  useQuery({
    queryKey: ['exams', 'options', searchTerm],
    queryFn: () => exam.get<Paged<ExamOption>>('exams', { _searchTerm: searchTerm, _pageSize: 20 }),
    placeholderData: keepPreviousData,
  });

export type AnalysisFilter = { branchId?: string; classId?: string };

export const useExamAnalysis = (examId: string | undefined, filter: AnalysisFilter) =>
  useQuery({
    queryKey: ['exams', examId, 'analysis', filter],
    queryFn: () => exam.get<TExamAnalysis>(`exams/${examId}/analysis`, filter),
    enabled: !!examId,
  });

export const useAnalysisStudents = (
  examId: string | undefined,
  query: AnalysisFilter & { _pageNumber: number; _pageSize: number; _searchTerm?: string },
) =>
  useQuery({
    queryKey: ['exams', examId, 'analysis', 'students', query],
    queryFn: () => exam.get<Paged<StudentHeatRow>>(`exams/${examId}/analysis/students`, query),
    enabled: !!examId,
    placeholderData: keepPreviousData,
  });
