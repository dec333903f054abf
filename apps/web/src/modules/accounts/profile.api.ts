import type { TProfileUpdate } from '@panel/shared/accounts/profile';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { localTokenStore } from '../../api/http-client';
import { api } from '../../app/http';
import { sessionKeys } from '../../app/query-client';

export const useUpdateProfile = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (values: TProfileUpdate) => api.post('user/me/update', { body: values }),
    onSuccess: () => client.invalidateQueries({ queryKey: sessionKeys.me }),
  });
};

export const useChangePassword = () =>
  useMutation({
    mutationFn: (values: { currentPassword: string; newPassword: string }) =>
      api.post('user/me/change-password', { body: values }),
    // Other sessions were ended on the server; this one continues with the new token.
    onSuccess: (user) => localTokenStore.set(user.jwtToken),
  });
