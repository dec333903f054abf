import { GENERAL_AREA } from '@panel/shared/navigation/general';
import { defineAreaRoutes, page } from '../../app/route-entry';

const ownBusinessPage = () => import('./businesses/own-business-page');
const contractTemplatePage = () => import('./businesses/contract-template-page');
const corporatePages = () => import('./corporates/corporate-pages');
const branchPages = () => import('./branches/branch-pages');
const accountPages = () => import('../accounts/account-pages');
const branchGroupPages = () => import('./branch-groups/branch-group-pages');
const invitationListPage = () => import('../accounts/invitations/invitation-list-page');

export const routes = defineAreaRoutes(GENERAL_AREA, {
  'general-business': page(ownBusinessPage, 'OwnBusinessPage'),
  'general-business-edit': page(ownBusinessPage, 'OwnBusinessEditPage'),
  'general-contract-template': page(contractTemplatePage, 'ContractTemplatePage'),
  'general-corporate': page(corporatePages, 'GeneralCorporateListPage'),
  'general-corporate-add': page(corporatePages, 'GeneralCorporateFormPage'),
  'general-corporate-edit': page(corporatePages, 'GeneralCorporateFormPage'),
  'general-branch': page(branchPages, 'GeneralBranchListPage'),
  'general-branch-edit': page(branchPages, 'GeneralBranchFormPage'),
  'general-user': page(accountPages, 'GeneralUserListPage'),
  'general-user-add': page(accountPages, 'GeneralUserCreatePage'),
  'general-user-edit': page(accountPages, 'GeneralUserEditPage'),
  'general-branch-group': page(branchGroupPages, 'BranchGroupListPage'),
  'general-branch-group-add': page(branchGroupPages, 'BranchGroupFormPage'),
  'general-branch-group-edit': page(branchGroupPages, 'BranchGroupFormPage'),
  'general-invitation': page(invitationListPage, 'InvitationListPage'),
});
