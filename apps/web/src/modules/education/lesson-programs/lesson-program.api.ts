import type { TClassProgram, TLessonSlot } from '@panel/shared/education/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../app/http';

export type LessonSlot = TLessonSlot;
export type Assignment = TClassProgram['assignments'][number];

/** The cache key every program write refreshes: the grid, the reports and the summaries read it. */
export const PROGRAM_KEY = 'lesson-program/{id}';

/** SPEC 7 GET lesson-program/{id}. */
export const useClassProgram = (schoolClassId: string | undefined) =>
  useQuery({
    queryKey: [PROGRAM_KEY, schoolClassId],
    queryFn: () => api.get('lesson-program/{id}', { path: { id: schoolClassId ?? '' } }),
    enabled: !!schoolClassId,
  });
