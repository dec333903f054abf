import { ACTIONS, type ActionKey } from './keys';

// Apart from keys.ts on purpose: the web app's first download carries the keys (routes and
// menus use them) but not these labels, which only the permission screens show.

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
