import { useQuery } from '@tanstack/react-query';
import { api } from '../../app/http';

export type StudentNote = {
  id: string;
  text: string;
  isPinned: boolean;
  isPopup: boolean;
  createdAt: string;
  authorName: string | null;
};

export const useStudentNotes = (studentId: string) =>
  useQuery({
    queryKey: ['student-note', studentId],
    queryFn: () =>
      api.get('student-note/student/{id}', { path: { id: studentId } }) as Promise<StudentNote[]>,
  });
