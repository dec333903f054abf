import type { TStudentNote } from '@panel/shared/students/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../app/http';

export type StudentNote = TStudentNote;

export const useStudentNotes = (studentId: string) =>
  useQuery({
    queryKey: ['student-note', studentId],
    queryFn: () => api.get('student-note/student/{id}', { path: { id: studentId } }),
  });
