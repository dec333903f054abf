import { EDUCATION_ROUTES } from '../modules/education/education.routes';
import { EDUCATION_PROGRAM_ROUTES } from '../modules/education/education-program.routes';
import { CHECKOUT_ROUTES } from '../modules/finance/checkouts/checkout.routes';
import { CHEQUE_ROUTES } from '../modules/finance/cheques/cheque.routes';
import { FINANCE_ROUTES } from '../modules/finance/finance.routes';
import { INCOMING_INVOICE_ROUTES } from '../modules/finance/incoming-invoices/incoming-invoice.routes';
import { FINANCE_BOOK_REPORT_ROUTES } from '../modules/finance/reports/finance-book-report.routes';
import { PERSONNEL_ROUTES } from '../modules/personnel/personnel.routes';
import { VERIFY_ROUTES } from '../modules/sales/documents/verify.routes';
import { OVERDUE_ROUTES } from '../modules/sales/overdue/overdue.routes';
import { FINANCE_REPORT_ROUTES } from '../modules/sales/reports/finance-report.routes';
import { SALES_ROUTES } from '../modules/sales/sales.routes';
import { STUDENT_DESK_ROUTES } from '../modules/students/student-desk.routes';
import { STUDENT_OPERATION_ROUTES } from '../modules/students/student-operations.routes';
import { STUDENT_PROFILE_ROUTES } from '../modules/students/student-profile.routes';
import { page, type RouteEntry } from './route-entry';

export type { RouteAccess, RouteEntry } from './route-entry';

/** One registry builds the router, the breadcrumb and the page titles. */
export const ROUTES: readonly RouteEntry[] = [
  {
    name: 'sign-in',
    path: '/sign-in',
    title: 'Giriş Yap',
    access: 'anonymous',
    lazy: page(() => import('../modules/auth/sign-in-page'), 'SignInPage'),
  },
  {
    name: 'password-reset',
    path: '/password-reset',
    title: 'Şifremi Unuttum',
    access: 'anonymous',
    lazy: page(() => import('../modules/auth/password-reset-page'), 'PasswordResetPage'),
  },
  {
    name: 'new-password',
    path: '/new-password/:id',
    title: 'Yeni Şifre',
    access: 'anonymous',
    lazy: page(() => import('../modules/auth/new-password-page'), 'NewPasswordPage'),
  },
  {
    name: 'invitation',
    path: '/invitation/:invitation_code/:has_register',
    title: 'Davet',
    access: 'anonymous',
    lazy: page(() => import('../modules/accounts/invitations/invitation-page'), 'InvitationPage'),
  },
  {
    name: 'dashboard-summary',
    path: '/dashboard/summary',
    title: 'Özet',
    access: 'checked',
    lazy: page(() => import('../modules/dashboard/dashboard-summary-page'), 'DashboardSummaryPage'),
  },
  {
    name: 'admin-account-summary',
    path: '/admin/account-summary',
    title: 'Hesap Özeti',
    access: 'checked',
    parent: 'dashboard-summary',
    lazy: page(
      () => import('../modules/administration/account-summary/admin-account-summary-page'),
      'AdminAccountSummaryPage',
    ),
  },
  {
    name: 'admin-business',
    path: '/admin/business',
    title: 'Kurumlar',
    access: 'checked',
    parent: 'admin-account-summary',
    lazy: page(() => import('../modules/administration/businesses/business-list-page'), 'BusinessListPage'),
  },
  {
    name: 'admin-business-add',
    path: '/admin/business/add',
    title: 'Yeni Kurum',
    access: 'checked',
    parent: 'admin-business',
    lazy: page(() => import('../modules/administration/businesses/business-form-page'), 'BusinessFormPage'),
  },
  {
    name: 'admin-business-edit',
    path: '/admin/business/:business_id/edit',
    title: 'Kurumu Düzenle',
    access: 'checked',
    parent: 'admin-business',
    lazy: page(() => import('../modules/administration/businesses/business-form-page'), 'BusinessFormPage'),
  },
  {
    name: 'admin-corporate',
    path: '/admin/corporate',
    title: 'Şirketler',
    access: 'checked',
    parent: 'admin-account-summary',
    lazy: page(
      () => import('../modules/administration/corporates/corporate-pages'),
      'AdminCorporateListPage',
    ),
  },
  {
    name: 'admin-corporate-add',
    path: '/admin/corporate/add',
    title: 'Yeni Şirket',
    access: 'checked',
    parent: 'admin-corporate',
    lazy: page(
      () => import('../modules/administration/corporates/corporate-pages'),
      'AdminCorporateFormPage',
    ),
  },
  {
    name: 'admin-corporate-edit',
    path: '/admin/corporate/:corporation_id/edit',
    title: 'Şirketi Düzenle',
    access: 'checked',
    parent: 'admin-corporate',
    lazy: page(
      () => import('../modules/administration/corporates/corporate-pages'),
      'AdminCorporateFormPage',
    ),
  },
  {
    name: 'admin-branch',
    path: '/admin/branch',
    title: 'Şubeler',
    access: 'checked',
    parent: 'admin-account-summary',
    lazy: page(() => import('../modules/administration/branches/branch-pages'), 'AdminBranchListPage'),
  },
  {
    name: 'admin-branch-add',
    path: '/admin/branch/form/add',
    title: 'Yeni Şube',
    access: 'checked',
    parent: 'admin-branch',
    lazy: page(() => import('../modules/administration/branches/branch-pages'), 'AdminBranchFormPage'),
  },
  {
    name: 'admin-branch-edit',
    path: '/admin/branch/form/:id',
    title: 'Şubeyi Düzenle',
    access: 'checked',
    parent: 'admin-branch',
    lazy: page(() => import('../modules/administration/branches/branch-pages'), 'AdminBranchFormPage'),
  },
  {
    name: 'admin-branch-license',
    path: '/admin/branch/:branch_id/license',
    title: 'Lisanslar',
    access: 'checked',
    parent: 'admin-branch',
    lazy: page(() => import('../modules/administration/licenses/license-pages'), 'BranchLicensesPage'),
  },
  {
    name: 'admin-license-add',
    path: '/admin/branch/license/add',
    title: 'Yeni Lisans',
    access: 'checked',
    parent: 'admin-branch',
    lazy: page(() => import('../modules/administration/licenses/license-pages'), 'LicenseFormPage'),
  },
  {
    name: 'admin-license-edit',
    path: '/admin/branch/license/:license_id',
    title: 'Lisansı Düzenle',
    access: 'checked',
    parent: 'admin-branch',
    lazy: page(() => import('../modules/administration/licenses/license-pages'), 'LicenseFormPage'),
  },
  {
    name: 'admin-major',
    path: '/admin/major',
    title: 'Branşlar',
    access: 'checked',
    parent: 'admin-account-summary',
    lazy: page(() => import('../modules/administration/majors/major-pages'), 'MajorListPage'),
  },
  {
    name: 'admin-major-add',
    path: '/admin/major/add',
    title: 'Yeni Branş',
    access: 'checked',
    parent: 'admin-major',
    lazy: page(() => import('../modules/administration/majors/major-pages'), 'MajorFormPage'),
  },
  {
    name: 'admin-major-edit',
    path: '/admin/major/:major_id/edit',
    title: 'Branşı Düzenle',
    access: 'checked',
    parent: 'admin-major',
    lazy: page(() => import('../modules/administration/majors/major-pages'), 'MajorFormPage'),
  },
  {
    name: 'general-business',
    path: '/general/business',
    title: 'Kurum Bilgileri',
    access: 'checked',
    parent: 'dashboard-summary',
    lazy: page(() => import('../modules/administration/businesses/own-business-page'), 'OwnBusinessPage'),
  },
  {
    name: 'general-business-edit',
    path: '/general/business/:business_id/edit',
    title: 'Kurum Bilgilerini Düzenle',
    access: 'checked',
    parent: 'general-business',
    lazy: page(() => import('../modules/administration/businesses/own-business-page'), 'OwnBusinessEditPage'),
  },
  {
    name: 'general-corporate',
    path: '/general/corporate',
    title: 'Şirketler',
    access: 'checked',
    parent: 'dashboard-summary',
    lazy: page(
      () => import('../modules/administration/corporates/corporate-pages'),
      'GeneralCorporateListPage',
    ),
  },
  {
    name: 'general-corporate-add',
    path: '/general/corporate/add',
    title: 'Yeni Şirket',
    access: 'checked',
    parent: 'general-corporate',
    lazy: page(
      () => import('../modules/administration/corporates/corporate-pages'),
      'GeneralCorporateFormPage',
    ),
  },
  {
    name: 'general-corporate-edit',
    path: '/general/corporate/:corporation_id/edit',
    title: 'Şirketi Düzenle',
    access: 'checked',
    parent: 'general-corporate',
    lazy: page(
      () => import('../modules/administration/corporates/corporate-pages'),
      'GeneralCorporateFormPage',
    ),
  },
  {
    name: 'general-branch',
    path: '/general/branch',
    title: 'Şubeler',
    access: 'checked',
    parent: 'dashboard-summary',
    lazy: page(() => import('../modules/administration/branches/branch-pages'), 'GeneralBranchListPage'),
  },
  {
    name: 'general-branch-edit',
    path: '/general/branch/form/:id',
    title: 'Şubeyi Düzenle',
    access: 'checked',
    parent: 'general-branch',
    lazy: page(() => import('../modules/administration/branches/branch-pages'), 'GeneralBranchFormPage'),
  },
  {
    name: 'admin-account',
    path: '/admin/account',
    title: 'Hesaplar',
    access: 'checked',
    parent: 'admin-account-summary',
    lazy: page(() => import('../modules/accounts/account-pages'), 'AdminAccountListPage'),
  },
  {
    name: 'admin-account-add',
    path: '/admin/account/add',
    title: 'Yeni Hesap',
    access: 'checked',
    parent: 'admin-account',
    lazy: page(() => import('../modules/accounts/account-pages'), 'AdminAccountCreatePage'),
  },
  {
    name: 'admin-account-edit',
    path: '/admin/account/:account_id/edit',
    title: 'Hesabı Düzenle',
    access: 'checked',
    parent: 'admin-account',
    lazy: page(() => import('../modules/accounts/account-pages'), 'AdminAccountEditPage'),
  },
  {
    name: 'general-user',
    path: '/general/user',
    title: 'Kullanıcılar',
    access: 'checked',
    parent: 'dashboard-summary',
    lazy: page(() => import('../modules/accounts/account-pages'), 'GeneralUserListPage'),
  },
  {
    name: 'general-user-add',
    path: '/general/user/add',
    title: 'Yeni Hesap',
    access: 'checked',
    parent: 'general-user',
    lazy: page(() => import('../modules/accounts/account-pages'), 'GeneralUserCreatePage'),
  },
  {
    name: 'general-user-edit',
    path: '/general/user/:account_user_id',
    title: 'Hesabı Düzenle',
    access: 'checked',
    parent: 'general-user',
    lazy: page(() => import('../modules/accounts/account-pages'), 'GeneralUserEditPage'),
  },
  {
    name: 'permission-menu',
    path: '/permission/menu',
    title: 'Menü Yetkileri',
    access: 'checked',
    parent: 'dashboard-summary',
    lazy: page(() => import('../modules/permissions/grant-editor-page'), 'MenuPermissionPage'),
  },
  {
    name: 'permission-widget',
    path: '/permission/widget',
    title: 'Widget Yetkileri',
    access: 'checked',
    parent: 'dashboard-summary',
    lazy: page(() => import('../modules/permissions/grant-editor-page'), 'WidgetPermissionPage'),
  },
  {
    name: 'permission-action',
    path: '/permission/action',
    title: 'İşlem Yetkileri',
    access: 'checked',
    parent: 'dashboard-summary',
    lazy: page(() => import('../modules/permissions/grant-editor-page'), 'ActionPermissionPage'),
  },
  {
    name: 'permission-user-action-transfer',
    path: '/permission/user-action-transfer',
    title: 'Yetki Aktarımı',
    access: 'checked',
    parent: 'dashboard-summary',
    lazy: page(() => import('../modules/permissions/user-action-transfer-page'), 'UserActionTransferPage'),
  },
  {
    name: 'admin-user',
    path: '/admin/user',
    title: 'Kullanıcılar',
    access: 'checked',
    parent: 'admin-account-summary',
    lazy: page(() => import('../modules/accounts/user-pages'), 'AdminUserListPage'),
  },
  {
    name: 'admin-user-edit',
    path: '/admin/user/:user_id',
    title: 'Kullanıcıyı Düzenle',
    access: 'checked',
    parent: 'admin-user',
    lazy: page(() => import('../modules/accounts/user-pages'), 'AdminUserEditPage'),
  },
  {
    name: 'general-branch-group',
    path: '/general/branch-group',
    title: 'Şube Grupları',
    access: 'checked',
    parent: 'dashboard-summary',
    lazy: page(
      () => import('../modules/administration/branch-groups/branch-group-pages'),
      'BranchGroupListPage',
    ),
  },
  {
    name: 'general-branch-group-add',
    path: '/general/branch-group/add',
    title: 'Yeni Şube Grubu',
    access: 'checked',
    parent: 'general-branch-group',
    lazy: page(
      () => import('../modules/administration/branch-groups/branch-group-pages'),
      'BranchGroupFormPage',
    ),
  },
  {
    name: 'general-branch-group-edit',
    path: '/general/branch-group/:branch_group_id',
    title: 'Şube Grubunu Düzenle',
    access: 'checked',
    parent: 'general-branch-group',
    lazy: page(
      () => import('../modules/administration/branch-groups/branch-group-pages'),
      'BranchGroupFormPage',
    ),
  },
  {
    name: 'admin-student-import',
    path: '/admin/student/import',
    title: 'Öğrenci Aktarımı',
    access: 'checked',
    parent: 'admin-account-summary',
    lazy: page(() => import('../modules/students/import/student-import-page'), 'StudentImportPage'),
  },
  {
    name: 'admin-sms-test',
    path: '/admin/sms-test',
    title: 'SMS Testi',
    access: 'checked',
    parent: 'admin-account-summary',
    lazy: page(() => import('../modules/communications/sms-test-page'), 'SmsTestPage'),
  },
  {
    name: 'general-invitation',
    path: '/general/user/invitation',
    title: 'Davetler',
    access: 'checked',
    parent: 'general-user',
    lazy: page(() => import('../modules/accounts/invitations/invitation-list-page'), 'InvitationListPage'),
  },
  {
    name: 'profile',
    path: '/profile',
    title: 'Profilim',
    access: 'exempt',
    parent: 'dashboard-summary',
    lazy: page(() => import('../modules/accounts/profile-page'), 'ProfilePage'),
  },
  {
    name: 'messages',
    path: '/messages',
    title: 'Mesajlarım',
    access: 'exempt',
    parent: 'dashboard-summary',
    lazy: page(() => import('../modules/communications/announcements/messages-page'), 'MessagesPage'),
  },
  {
    name: 'account',
    path: '/account',
    title: 'Hesaplarım',
    access: 'exempt',
    parent: 'dashboard-summary',
    lazy: page(() => import('../modules/accounts/account-page'), 'AccountPage'),
  },
  ...EDUCATION_ROUTES,
  ...EDUCATION_PROGRAM_ROUTES,
  ...PERSONNEL_ROUTES,
  ...STUDENT_DESK_ROUTES,
  ...STUDENT_PROFILE_ROUTES,
  ...STUDENT_OPERATION_ROUTES,
  ...SALES_ROUTES,
  ...VERIFY_ROUTES,
  ...OVERDUE_ROUTES,
  ...FINANCE_REPORT_ROUTES,
  ...FINANCE_ROUTES,
  ...CHECKOUT_ROUTES,
  ...INCOMING_INVOICE_ROUTES,
  ...CHEQUE_ROUTES,
  ...FINANCE_BOOK_REPORT_ROUTES,
];

export const routeByName = (name: string): RouteEntry | undefined => ROUTES.find((r) => r.name === name);

export const DASHBOARD_PATH = '/dashboard/summary';
export const ADMIN_HOME_PATH = '/admin/account-summary';
export const SIGN_IN_PATH = '/sign-in';

/** The chain of routes from the top to `name`, for the breadcrumb. */
export const breadcrumbTrail = (name: string): RouteEntry[] => {
  const trail: RouteEntry[] = [];
  let current = routeByName(name);
  while (current && trail.length < 10) {
    trail.unshift(current);
    current = current.parent ? routeByName(current.parent) : undefined;
  }
  return trail;
};
