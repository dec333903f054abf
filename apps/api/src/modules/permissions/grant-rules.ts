import type { Role } from '@panel/shared/accounts/roles';
import type { GrantKind } from '@panel/shared/permissions/contracts';
import { GRANTABLE_ACTIONS } from '@panel/shared/permissions/grantable';
import { GRANTABLE_MENU } from '@panel/shared/permissions/menu';
import { WIDGETS } from '@panel/shared/permissions/widgets';
import { AppError } from '../../platform/errors';

const LABELS: Record<GrantKind, ReadonlyMap<string, string>> = {
  action: new Map(GRANTABLE_ACTIONS.map((a) => [a.key, a.label])),
  menu: new Map(GRANTABLE_MENU.map((m) => [m.id, m.title])),
  widget: new Map(WIDGETS.map((w) => [w.id, w.title])),
};

export const GRANT_BEYOND_OWN = 'Sahip olmadığınız yetkileri başkasına veremezsiniz.';

/**
 * A grant change never gives what the caller lacks: every key the change adds (in `next`, not
 * already in `current`) must be one the caller holds. Keys already there stay, so a caller with
 * fewer rights may still take rights away or save a list unchanged.
 */
export const assertGivesOnlyOwn = (
  kind: GrantKind,
  grant: { callerRole: Role; caller: readonly string[]; current: readonly string[]; next: readonly string[] },
): void => {
  // The founder stands above every grant there is: one who narrowed her own set must still be
  // able to give it back (to herself by a reset, too), or nobody in the business could.
  if (grant.callerRole === 'FounderManager') return;
  const held = new Set(grant.caller);
  const current = new Set(grant.current);
  const beyond = [...new Set(grant.next)].filter((k) => !current.has(k) && !held.has(k));
  if (beyond.length === 0) return;
  throw new AppError(403, {
    title: 'Yetki',
    message: GRANT_BEYOND_OWN,
    errors: beyond.map((k) => LABELS[kind].get(k) ?? k),
  });
};
