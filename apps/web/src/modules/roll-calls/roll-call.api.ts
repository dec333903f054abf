import type { TRollCall } from '@panel/shared/roll-calls/roll-call';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../app/http';

export type RollCall = TRollCall;

/** Every roll call read starts with this path: a write refreshes them all. */
export const ROLL_CALL_KEY = 'education/rollcall';

export const useDaySlots = (date: string) =>
  useQuery({
    queryKey: [ROLL_CALL_KEY, 'day', date],
    queryFn: () => api.get('education/rollcall/day', { query: { date } }),
  });

export const useRollCall = (id: string | null) =>
  useQuery({
    queryKey: [ROLL_CALL_KEY, 'one', id],
    queryFn: () => api.get('education/rollcall/{id}', { path: { id: id ?? '' } }),
    enabled: !!id,
  });

export const useStudentAttendance = (studentId: string) =>
  useQuery({
    queryKey: [ROLL_CALL_KEY, 'student', studentId],
    queryFn: () => api.get('education/rollcall/student/{id}', { path: { id: studentId } }),
  });
