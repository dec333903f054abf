import type { DaySlot, RollCallOpenState, RollCallState } from '@panel/shared/education/roll-call';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../app/http';

export type RollCallMark = {
  id: string;
  studentId: string;
  studentName: string;
  studentNo: number;
  state: RollCallState;
  lateMinutes: number | null;
  excuseReason: string | null;
};

export type RollCall = {
  id: string;
  schoolClassId: string;
  schoolClassName: string;
  date: string;
  slotNo: number;
  startsAt: string;
  endsAt: string;
  majorName: string;
  teacherName: string;
  openState: RollCallOpenState;
  marks: RollCallMark[];
};

/** Every roll call read starts with this path: a write refreshes them all. */
export const ROLL_CALL_KEY = 'education/rollcall';

export const useDaySlots = (date: string) =>
  useQuery({
    queryKey: [ROLL_CALL_KEY, 'day', date],
    queryFn: () =>
      api.get('education/rollcall/day', { query: { date } }) as Promise<{ date: string; _data: DaySlot[] }>,
  });

export const useRollCall = (id: string | null) =>
  useQuery({
    queryKey: [ROLL_CALL_KEY, 'one', id],
    queryFn: () => api.get('education/rollcall/{id}', { path: { id: id ?? '' } }) as Promise<RollCall>,
    enabled: !!id,
  });

export type Attendance = {
  weeks: {
    week: string;
    held: number;
    present: number;
    absent: number;
    late: number;
    excused: number;
    absentDays: number;
  }[];
  totals: {
    held: number;
    present: number;
    absent: number;
    late: number;
    excused: number;
    absentDays: number;
  };
};

export const useStudentAttendance = (studentId: string) =>
  useQuery({
    queryKey: [ROLL_CALL_KEY, 'student', studentId],
    queryFn: () =>
      api.get('education/rollcall/student/{id}', { path: { id: studentId } }) as Promise<Attendance>,
  });
