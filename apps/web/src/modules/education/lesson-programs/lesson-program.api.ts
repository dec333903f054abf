import type { TLessonProgramEntry } from '@panel/shared/education/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../app/http';

export type LessonSlot = { id: string; slotNo: number; startsAt: string; endsAt: string };
export type Assignment = {
  personnelId: string;
  teacherName: string;
  majorId: string;
  majorName: string;
  weeklyHours: number;
};
export type ClassProgram = {
  schoolClass: { id: string; name: string; branchId: string; semesterId: string; classroomId: string | null };
  lessonTimes: LessonSlot[];
  entries: TLessonProgramEntry[];
  assignments: Assignment[];
};

/** The cache key every program write refreshes: the grid, the reports and the summaries read it. */
export const PROGRAM_KEY = 'lesson-program/{id}';

/** SPEC 7 GET lesson-program/{id}. */
export const useClassProgram = (schoolClassId: string | undefined) =>
  useQuery({
    queryKey: [PROGRAM_KEY, schoolClassId],
    queryFn: () =>
      api.get('lesson-program/{id}', { path: { id: schoolClassId ?? '' } }) as Promise<ClassProgram>,
    enabled: !!schoolClassId,
  });
