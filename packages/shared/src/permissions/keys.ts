/**
 * Every action a route can require. The server guard and the web app's `useCan` read
 * the same keys. `self.*` keys belong to every signed-in account; `admin.*` keys need the
 * provider's admin claim; the rest are granted per role, branch and account (see
 * `default-role-actions.ts` and the permission screens).
 */
export const ACTIONS = {
  self: {
    session: 'self.session',
    profile: 'self.profile',
    accounts: 'self.accounts',
    announcements: 'self.announcements',
    dashboard: 'self.dashboard',
    search: 'self.search',
  },
  admin: {
    accountSummary: 'admin.account-summary.view',
    loginAs: 'admin.accounts.login-as',
    accounts: 'admin.accounts.view',
    accountsManage: 'admin.accounts.manage',
    businesses: 'admin.businesses.manage',
    corporates: 'admin.corporates.manage',
    branches: 'admin.branches.manage',
    licenses: 'admin.licenses.manage',
    majors: 'admin.majors.manage',
    users: 'admin.users.manage',
    smsTest: 'admin.sms-test.send',
    smsLog: 'admin.sms-log.view',
    mailOutbox: 'admin.mail-outbox.view',
    studentImport: 'admin.students.import',
    learningOutcomes: 'admin.learning-outcomes.manage',
  },
  general: {
    businessView: 'general.business.view',
    businessUpdate: 'general.business.update',
    corporatesView: 'general.corporates.view',
    corporatesManage: 'general.corporates.manage',
    branchesView: 'general.branches.view',
    branchesManage: 'general.branches.manage',
    branchGroupsView: 'general.branch-groups.view',
    branchGroupsManage: 'general.branch-groups.manage',
    usersView: 'general.users.view',
    usersManage: 'general.users.manage',
    invitationsManage: 'general.invitations.manage',
  },
  education: {
    structureView: 'education.structure.view',
    structureManage: 'education.structure.manage',
    programView: 'education.program.view',
    programManage: 'education.program.manage',
    servicesView: 'education.services.view',
    servicesManage: 'education.services.manage',
    classDocuments: 'education.class-documents.manage',
    reports: 'education.reports.view',
    rollcallTake: 'education.rollcall.take',
    rollcallManage: 'education.rollcall.manage',
  },
  personnel: {
    view: 'personnel.view',
    manage: 'personnel.manage',
    employment: 'personnel.employment.manage',
    accounts: 'personnel.accounts.manage',
  },
  students: {
    view: 'students.view',
    register: 'students.register',
    manage: 'students.manage',
    classes: 'students.classes.manage',
    transfer: 'students.transfer',
    reports: 'students.reports.view',
    sms: 'students.sms.send',
  },
  sales: {
    view: 'sales.view',
    manage: 'sales.manage',
    collect: 'sales.collections.manage',
    cancelCollection: 'sales.collections.cancel',
    invoices: 'sales.invoices.manage',
    overdueSms: 'sales.overdue-sms.send',
    reports: 'sales.reports.view',
  },
  finance: {
    view: 'finance.view',
    definitions: 'finance.definitions.manage',
    entries: 'finance.entries.manage',
    transfers: 'finance.transfers.manage',
    cheques: 'finance.cheques.manage',
    checkout: 'finance.checkout.manage',
    payments: 'finance.payments.manage',
    reports: 'finance.reports.view',
  },
  permissions: {
    manage: 'permissions.manage',
  },
  /** The report centre: each report type also needs its own report action (modules/reports). */
  reports: { centre: 'reports.centre' },
  communications: {
    announcements: 'communications.announcements.manage',
    campaigns: 'communications.campaigns.manage',
  },
  assessments: {
    view: 'assessments.view',
    manage: 'assessments.manage',
    assign: 'assessments.assign',
    results: 'assessments.results.view',
  },
  exams: {
    view: 'exams.view',
    manage: 'exams.manage',
    upload: 'exams.upload',
    results: 'exams.results.view',
    resultSms: 'exams.results.sms',
  },
  crm: {
    view: 'crm.view',
    manage: 'crm.manage',
    calls: 'crm.calls',
    lists: 'crm.lists.manage',
    convert: 'crm.convert',
    reports: 'crm.reports.view',
  },
} as const;

type Leaves<T> = T extends string ? T : { [K in keyof T]: Leaves<T[K]> }[keyof T];

export type ActionKey = Leaves<typeof ACTIONS>;

export const isSelfAction = (key: ActionKey): boolean => key.startsWith('self.');
export const isAdminAction = (key: ActionKey): boolean => key.startsWith('admin.');

export const ALL_ACTIONS: readonly ActionKey[] = Object.values(ACTIONS).flatMap((group) =>
  Object.values(group),
) as ActionKey[];
