import type { Role } from '../accounts/roles';
import type { ActionKey } from './keys';

/**
 * Default actions per role, before any branch-level change. `self.*` actions are not
 * listed: every account has them. Later areas add their keys here.
 */
export const DEFAULT_ROLE_ACTIONS: Record<Role, readonly ActionKey[]> = {
  FounderManager: [],
  Personnel: [],
  GeneralManager: [],
  DeputyGeneralManager: [],
  Manager: [],
  DeputyManager: [],
  EducationCoordinator: [],
  PublicRelations: [],
  EducationConsultant: [],
  Advisor: [],
  Teacher: [],
  GuidanceCounselor: [],
  HumanResourcesManager: [],
  HumanResources: [],
  AccountingManager: [],
  Accounting: [],
  FinanceManager: [],
  Finance: [],
  CallCenterManager: [],
  CallCenter: [],
  Parent: [],
  Student: [],
  FranchiseManager: [],
  SalesConsultant: [],
};
