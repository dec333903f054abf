import { useQuery } from '@tanstack/react-query';
import { api } from '../../../app/http';

/** Consultants, branches, states, references, campaigns and open lists: the choices of the CRM call screens. */
export const useCallListOptions = () =>
  useQuery({
    queryKey: ['crm', 'call-lists', 'options'],
    queryFn: () => api.get('crm/call-lists/options'),
    staleTime: 60_000,
  });
