import type { Role } from '../accounts/roles';
import { ACTIONS, type ActionKey } from './keys';

const g = ACTIONS.general;
const ALL_GENERAL: ActionKey[] = Object.values(g);
const GENERAL_VIEW: ActionKey[] = [g.businessView, g.corporatesView, g.branchesView, g.branchGroupsView];

/**
 * Default actions per role, before any branch or account change (docs/permissions.md
 * shows the table). `self.*` actions are not listed: every account has them. Areas add
 * their keys here as they land.
 */
export const DEFAULT_ROLE_ACTIONS: Record<Role, readonly ActionKey[]> = {
  FounderManager: [...ALL_GENERAL, ACTIONS.permissions.manage],
  GeneralManager: [...ALL_GENERAL, ACTIONS.permissions.manage],
  FranchiseManager: [...ALL_GENERAL, ACTIONS.permissions.manage],
  DeputyGeneralManager: [
    ...GENERAL_VIEW,
    g.branchesManage,
    g.branchGroupsManage,
    g.usersView,
    g.usersManage,
    g.invitationsManage,
  ],
  Manager: [
    ...GENERAL_VIEW,
    g.branchesManage,
    g.usersView,
    g.usersManage,
    g.invitationsManage,
    ACTIONS.permissions.manage,
  ],
  DeputyManager: [...GENERAL_VIEW, g.usersView],
  AccountingManager: [g.businessView, g.corporatesView, g.corporatesManage, g.branchesView],
  FinanceManager: [g.businessView, g.corporatesView, g.corporatesManage, g.branchesView],
  Accounting: [g.businessView, g.corporatesView, g.branchesView],
  Finance: [g.businessView, g.corporatesView, g.branchesView],
  HumanResourcesManager: [g.businessView, g.branchesView, g.usersView, g.usersManage, g.invitationsManage],
  HumanResources: [g.businessView, g.branchesView, g.usersView],
  EducationCoordinator: [g.businessView, g.branchesView],
  PublicRelations: [g.businessView],
  EducationConsultant: [g.businessView],
  Advisor: [g.businessView],
  Teacher: [],
  GuidanceCounselor: [],
  CallCenterManager: [g.businessView],
  CallCenter: [],
  SalesConsultant: [g.businessView],
  Personnel: [],
  Parent: [],
  Student: [],
};
