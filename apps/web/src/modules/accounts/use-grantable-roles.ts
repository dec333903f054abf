import { grantableRoles, ROLES, type Role, roleLabels } from '@panel/shared/accounts/roles';
import { useAccounts } from '../../app/auth/use-session-data';
import { optionsOf } from '../../components/enum-options';

/**
 * The role select's options: every role for the provider's admins, else the roles the active
 * account may hand out (at or below its own rank). The server refuses any other all the same.
 */
export const useGrantableRoleOptions = (everyRole = false) => {
  const { data } = useAccounts();
  const own = data?.find((a) => a.isSelected)?.role as Role | undefined;
  return optionsOf(everyRole ? ROLES : own ? grantableRoles(own) : [], roleLabels);
};
