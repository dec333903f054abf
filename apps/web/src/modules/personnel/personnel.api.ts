import type { Role } from '@panel/shared/accounts/roles';
import type { Gender } from '@panel/shared/common/person';
import type { TPersonnelSummary } from '@panel/shared/personnel/contracts';
import type { EmploymentState } from '@panel/shared/personnel/enums';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PathsWith } from '../../api/api-paths';
import { api } from '../../app/http';

export const PERSONNEL = 'personnel';
/** The teacher selects of the education screens read this list. */
export const PERSONNEL_LIST = 'personnel/list';

export type PersonnelRow = {
  id: string;
  firstName: string;
  lastName: string;
  branchId: string;
  branchName: string;
  title: string | null;
  isTeacher: boolean;
  employmentState: EmploymentState;
  mobilePhone: string | null;
  email: string | null;
  citizenId: string | null;
};

export type Personnel = PersonnelRow & {
  gender: Gender;
  birthDate: string | null;
  employmentStartDate: string | null;
  employmentDismissalDate: string | null;
  homePhone: string | null;
  city: string | null;
  district: string | null;
  address: string | null;
};

export type EmploymentEvent = {
  id: string;
  fromState: EmploymentState;
  toState: EmploymentState;
  date: string;
  createdAt: string;
};

export type Named = { id: string; name: string };

export type Teacher = { id: string; firstName: string; lastName: string; majors: Named[] };

export type PersonnelAccount = {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  role: Role;
  roleLabel: string;
  branchName: string | null;
  isActive: boolean;
};

/** The person's card, under the PERSONNEL key every card write refreshes. */
export const usePersonnel = (id: string) =>
  useQuery({
    queryKey: [PERSONNEL, 'record', id],
    queryFn: () => api.get('personnel/{id}', { path: { id } }) as Promise<Personnel>,
    enabled: !!id,
  });

export const usePersonnelSummary = (id: string) =>
  useQuery({
    queryKey: [PERSONNEL, 'summary', id],
    queryFn: () => api.get('personnel/{id}/summary', { path: { id } }) as Promise<TPersonnelSummary>,
    enabled: !!id,
  });

/**
 * A write on the person's card (contact, employment, majors ...): the card, its tabs, the
 * search list and the teacher selects all refresh afterwards.
 */
export const useCardWrite = <B>(url: PathsWith<'post'>, id?: string) => {
  const client = useQueryClient();
  return useMutation({
    // `as never`: one hook for the card's writes; each body is its tab's, checked by the API.
    mutationFn: (body: B) =>
      api.post(url, {
        path: id === undefined ? undefined : { id },
        body,
      } as never) as Promise<unknown> as Promise<{
        id: string;
        message?: string;
      }>,
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: [PERSONNEL] }),
        client.invalidateQueries({ queryKey: [PERSONNEL_LIST] }),
      ]),
  });
};
