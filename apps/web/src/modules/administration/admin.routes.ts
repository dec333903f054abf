import { ADMIN_AREA } from '@panel/shared/navigation/admin';
import { defineAreaRoutes, page } from '../../app/route-entry';

const adminAccountSummaryPage = () => import('./account-summary/admin-account-summary-page');
const businessListPage = () => import('./businesses/business-list-page');
const businessFormPage = () => import('./businesses/business-form-page');
const corporatePages = () => import('./corporates/corporate-pages');
const branchPages = () => import('./branches/branch-pages');
const licensePages = () => import('./licenses/license-pages');
const majorPages = () => import('./majors/major-pages');
const accountPages = () => import('../accounts/account-pages');
const userPages = () => import('../accounts/user-pages');
const studentImportPage = () => import('../students/import/student-import-page');
const smsTestPage = () => import('../communications/sms-test-page');
const smsLogPage = () => import('../communications/sms-log-page');
const mailOutboxListPage = () => import('../communications/mail-outbox/mail-outbox-list-page');
const mailOutboxDetailPage = () => import('../communications/mail-outbox/mail-outbox-detail-page');

export const routes = defineAreaRoutes(ADMIN_AREA, {
  'admin-account-summary': page(adminAccountSummaryPage, 'AdminAccountSummaryPage'),
  'admin-business': page(businessListPage, 'BusinessListPage'),
  'admin-business-add': page(businessFormPage, 'BusinessFormPage'),
  'admin-business-edit': page(businessFormPage, 'BusinessFormPage'),
  'admin-corporate': page(corporatePages, 'AdminCorporateListPage'),
  'admin-corporate-add': page(corporatePages, 'AdminCorporateFormPage'),
  'admin-corporate-edit': page(corporatePages, 'AdminCorporateFormPage'),
  'admin-branch': page(branchPages, 'AdminBranchListPage'),
  'admin-branch-add': page(branchPages, 'AdminBranchFormPage'),
  'admin-branch-edit': page(branchPages, 'AdminBranchFormPage'),
  'admin-branch-license': page(licensePages, 'BranchLicensesPage'),
  'admin-license-add': page(licensePages, 'LicenseFormPage'),
  'admin-license-edit': page(licensePages, 'LicenseFormPage'),
  'admin-major': page(majorPages, 'MajorListPage'),
  'admin-major-add': page(majorPages, 'MajorFormPage'),
  'admin-major-edit': page(majorPages, 'MajorFormPage'),
  'admin-account': page(accountPages, 'AdminAccountListPage'),
  'admin-account-add': page(accountPages, 'AdminAccountCreatePage'),
  'admin-account-edit': page(accountPages, 'AdminAccountEditPage'),
  'admin-user': page(userPages, 'AdminUserListPage'),
  'admin-user-edit': page(userPages, 'AdminUserEditPage'),
  'admin-student-import': page(studentImportPage, 'StudentImportPage'),
  'admin-sms-test': page(smsTestPage, 'SmsTestPage'),
  'admin-sms-log': page(smsLogPage, 'SmsLogPage'),
  'admin-mail-outbox': page(mailOutboxListPage, 'MailOutboxListPage'),
  'admin-mail-outbox-detail': page(mailOutboxDetailPage, 'MailOutboxDetailPage'),
});
