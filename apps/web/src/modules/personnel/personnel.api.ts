import type {
  TEmploymentEvent,
  TNamed,
  TPersonnel,
  TPersonnelAccount,
  TPersonnelRow,
  TTeacher,
} from '@panel/shared/personnel/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PathsWith } from '../../api/api-paths';
import { api } from '../../app/http';

export const PERSONNEL = 'personnel';
/** The teacher selects of the education screens read this list. */
export const PERSONNEL_LIST = 'personnel/list';

export type PersonnelRow = TPersonnelRow;

export type Personnel = TPersonnel;

export type EmploymentEvent = TEmploymentEvent;

export type Named = TNamed;

export type Teacher = TTeacher;

export type PersonnelAccount = TPersonnelAccount;

/** The person's card, under the PERSONNEL key every card write refreshes. */
export const usePersonnel = (id: string) =>
  useQuery({
    queryKey: [PERSONNEL, 'record', id],
    queryFn: () => api.get('personnel/{id}', { path: { id } }),
    enabled: !!id,
  });

export const usePersonnelSummary = (id: string) =>
  useQuery({
    queryKey: [PERSONNEL, 'summary', id],
    queryFn: () => api.get('personnel/{id}/summary', { path: { id } }),
    enabled: !!id,
  });

/** The card's writes: each answers the person's id and the notice. */
type CardWritePath = Extract<PathsWith<'post'>, `${typeof PERSONNEL}/${string}` | `teacher/{id}/${string}`>;

/**
 * A write on the person's card (contact, employment, majors ...): the card, its tabs, the
 * search list and the teacher selects all refresh afterwards.
 */
export const useCardWrite = <B>(url: CardWritePath, id?: string) => {
  const client = useQueryClient();
  return useMutation({
    // `as never`: one hook for the card's writes; each body is its tab's, checked by the API.
    mutationFn: (body: B) => api.post(url, { path: id === undefined ? undefined : { id }, body } as never),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: [PERSONNEL] }),
        client.invalidateQueries({ queryKey: [PERSONNEL_LIST] }),
      ]),
  });
};
