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
    studentImport: 'admin.students.import',
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
  },
  permissions: {
    manage: 'permissions.manage',
  },
} as const;

type Leaves<T> = T extends string ? T : { [K in keyof T]: Leaves<T[K]> }[keyof T];

export type ActionKey = Leaves<typeof ACTIONS>;

export const isSelfAction = (key: ActionKey): boolean => key.startsWith('self.');
export const isAdminAction = (key: ActionKey): boolean => key.startsWith('admin.');

export const ALL_ACTIONS: readonly ActionKey[] = Object.values(ACTIONS).flatMap((group) =>
  Object.values(group),
) as ActionKey[];

/** Keys a role can be granted (not self, not admin), with Turkish labels for the permission screens. */
export const GRANTABLE_ACTIONS: readonly { key: ActionKey; label: string; group: string }[] = [
  { key: ACTIONS.general.businessView, label: 'Kurum bilgilerini görüntüleme', group: 'Genel' },
  { key: ACTIONS.general.businessUpdate, label: 'Kurum bilgilerini düzenleme', group: 'Genel' },
  { key: ACTIONS.general.corporatesView, label: 'Şirketleri görüntüleme', group: 'Genel' },
  { key: ACTIONS.general.corporatesManage, label: 'Şirket ekleme, düzenleme ve silme', group: 'Genel' },
  { key: ACTIONS.general.branchesView, label: 'Şubeleri görüntüleme', group: 'Genel' },
  { key: ACTIONS.general.branchesManage, label: 'Şube bilgilerini düzenleme', group: 'Genel' },
  { key: ACTIONS.general.branchGroupsView, label: 'Şube gruplarını görüntüleme', group: 'Genel' },
  { key: ACTIONS.general.branchGroupsManage, label: 'Şube grubu ekleme, düzenleme ve silme', group: 'Genel' },
  { key: ACTIONS.general.usersView, label: 'Kullanıcıları görüntüleme', group: 'Genel' },
  { key: ACTIONS.general.usersManage, label: 'Kullanıcı hesabı ekleme ve düzenleme', group: 'Genel' },
  { key: ACTIONS.general.invitationsManage, label: 'Kurum hesabına davet gönderme', group: 'Genel' },
  {
    key: ACTIONS.education.structureView,
    label: 'Dönem, derslik, ders saati ve sınıfları görüntüleme',
    group: 'Eğitim',
  },
  {
    key: ACTIONS.education.structureManage,
    label: 'Dönem, derslik, ders saati ve sınıf ekleme, düzenleme ve silme',
    group: 'Eğitim',
  },
  {
    key: ACTIONS.education.programView,
    label: 'Ders programını ve öğretmen atamalarını görüntüleme',
    group: 'Eğitim',
  },
  {
    key: ACTIONS.education.programManage,
    label: 'Ders programını, öğretmen atamalarını ve branş dağılımını düzenleme',
    group: 'Eğitim',
  },
  { key: ACTIONS.education.servicesView, label: 'Hizmetleri ve fiyatları görüntüleme', group: 'Eğitim' },
  {
    key: ACTIONS.education.servicesManage,
    label: 'Hizmet ve fiyat ekleme, düzenleme ve silme',
    group: 'Eğitim',
  },
  { key: ACTIONS.education.classDocuments, label: 'Sınıf dokümanı yükleme ve silme', group: 'Eğitim' },
  { key: ACTIONS.education.reports, label: 'Eğitim raporlarını görüntüleme', group: 'Eğitim' },
  { key: ACTIONS.personnel.view, label: 'Personeli görüntüleme', group: 'Personel' },
  { key: ACTIONS.personnel.manage, label: 'Personel ekleme ve düzenleme', group: 'Personel' },
  { key: ACTIONS.personnel.employment, label: 'İşe alma ve işten çıkarma', group: 'Personel' },
  { key: ACTIONS.personnel.accounts, label: 'Personele kullanıcı hesabı verme', group: 'Personel' },
  { key: ACTIONS.students.view, label: 'Öğrencileri görüntüleme', group: 'Öğrenci' },
  { key: ACTIONS.students.register, label: 'Öğrenci kaydı', group: 'Öğrenci' },
  {
    key: ACTIONS.students.manage,
    label: 'Öğrenci bilgilerini, velilerini, notlarını ve dokümanlarını düzenleme',
    group: 'Öğrenci',
  },
  { key: ACTIONS.students.classes, label: 'Sınıf atama ve okuma durumu değiştirme', group: 'Öğrenci' },
  { key: ACTIONS.students.transfer, label: 'Öğrenci nakli', group: 'Öğrenci' },
  { key: ACTIONS.students.reports, label: 'Öğrenci raporlarını görüntüleme', group: 'Öğrenci' },
  { key: ACTIONS.students.sms, label: 'Öğrenci velilerine SMS gönderme', group: 'Öğrenci' },
  { key: ACTIONS.sales.view, label: 'Satışları, taksitleri ve öğrenci hesabını görüntüleme', group: 'Satış' },
  { key: ACTIONS.sales.manage, label: 'Satış, ödeme planı, dondurma ve hizmet iptali', group: 'Satış' },
  { key: ACTIONS.sales.collect, label: 'Tahsilat alma ve makbuz yazdırma', group: 'Satış' },
  { key: ACTIONS.sales.cancelCollection, label: 'Tahsilat iptali', group: 'Satış' },
  { key: ACTIONS.sales.invoices, label: 'Fatura planı, taslak ve fatura kesimi', group: 'Satış' },
  { key: ACTIONS.sales.overdueSms, label: 'Gecikmiş ödeme SMS gönderimi', group: 'Satış' },
  { key: ACTIONS.sales.reports, label: 'Satış ve tahsilat raporlarını görüntüleme', group: 'Satış' },
  { key: ACTIONS.finance.view, label: 'Kasaları ve finans tanımlarını görüntüleme', group: 'Finans' },
  {
    key: ACTIONS.finance.definitions,
    label: 'Kasa ve finans tanımı ekleme, düzenleme ve silme',
    group: 'Finans',
  },
  { key: ACTIONS.permissions.manage, label: 'Yetkileri düzenleme', group: 'Yetkiler' },
];
