import { FINANCE_BOOK_REPORT_NAMES, FINANCE_BOOK_REPORT_TITLES } from '../finance/book-report-titles';
import { FINANCE_REPORT_NAMES, FINANCE_REPORT_TITLES } from '../sales/finance-report-titles';
import { STUDENT_REPORT_NAMES, STUDENT_REPORTS } from '../students/reports';
import type { ActionKey } from './keys';
import { ACTIONS } from './keys';

/**
 * The menu as data. The server filters it by the active account's actions (GET menu);
 * the web app's navigation registry uses the same ids for routes, breadcrumbs and titles.
 * Only screens that exist are listed: an entry here is a promise that its route works.
 */
export type MenuEntry = {
  id: string;
  title: string;
  route?: string;
  icon?: string;
  /** The action the screen needs; a role holding it sees the entry by default. */
  action?: ActionKey;
  adminOnly?: boolean;
  /** Shown to every account (own dashboard): not part of the menu permissions. */
  always?: boolean;
  children?: readonly MenuEntry[];
};

export type MenuItem = {
  id: string;
  title: string;
  route: string | null;
  icon: string | null;
  childMenuList: MenuItem[];
};

export const MENU: readonly MenuEntry[] = [
  {
    id: 'dashboard',
    title: 'Özet',
    route: '/dashboard/summary',
    icon: 'dashboard',
    action: ACTIONS.self.dashboard,
    always: true,
  },
  {
    id: 'admin',
    title: 'Yönetim',
    icon: 'setting',
    adminOnly: true,
    children: [
      {
        id: 'admin-account-summary',
        title: 'Hesap Özeti',
        route: '/admin/account-summary',
        action: ACTIONS.admin.accountSummary,
        adminOnly: true,
      },
      {
        id: 'admin-business',
        title: 'Kurumlar',
        route: '/admin/business',
        action: ACTIONS.admin.businesses,
        adminOnly: true,
      },
      {
        id: 'admin-corporate',
        title: 'Şirketler',
        route: '/admin/corporate',
        action: ACTIONS.admin.corporates,
        adminOnly: true,
      },
      {
        id: 'admin-branch',
        title: 'Şubeler ve Lisanslar',
        route: '/admin/branch',
        action: ACTIONS.admin.branches,
        adminOnly: true,
      },
      {
        id: 'admin-major',
        title: 'Branşlar',
        route: '/admin/major',
        action: ACTIONS.admin.majors,
        adminOnly: true,
      },
      {
        id: 'admin-account',
        title: 'Hesaplar',
        route: '/admin/account',
        action: ACTIONS.admin.accounts,
        adminOnly: true,
      },
      {
        id: 'admin-user',
        title: 'Kullanıcılar',
        route: '/admin/user',
        action: ACTIONS.admin.users,
        adminOnly: true,
      },
      {
        id: 'admin-student-import',
        title: 'Öğrenci Aktarımı',
        route: '/admin/student/import',
        action: ACTIONS.admin.studentImport,
        adminOnly: true,
      },
      {
        id: 'admin-sms-test',
        title: 'SMS Testi',
        route: '/admin/sms-test',
        action: ACTIONS.admin.smsTest,
        adminOnly: true,
      },
    ],
  },
  {
    id: 'general',
    title: 'Genel',
    icon: 'bank',
    children: [
      {
        id: 'general-business',
        title: 'Kurum Bilgileri',
        route: '/general/business',
        action: ACTIONS.general.businessView,
      },
      {
        id: 'general-corporate',
        title: 'Şirketler',
        route: '/general/corporate',
        action: ACTIONS.general.corporatesView,
      },
      {
        id: 'general-branch',
        title: 'Şubeler',
        route: '/general/branch',
        action: ACTIONS.general.branchesView,
      },
      {
        id: 'general-user',
        title: 'Kullanıcılar',
        route: '/general/user',
        action: ACTIONS.general.usersView,
      },
      {
        id: 'general-branch-group',
        title: 'Şube Grupları',
        route: '/general/branch-group',
        action: ACTIONS.general.branchGroupsView,
      },
    ],
  },
  {
    id: 'education',
    title: 'Eğitim',
    icon: 'book',
    children: [
      {
        id: 'education-semester',
        title: 'Dönemler',
        route: '/education/semester',
        action: ACTIONS.education.structureView,
      },
      {
        id: 'education-time-period',
        title: 'Zaman Dilimleri',
        route: '/education/time-period',
        action: ACTIONS.education.structureView,
      },
      {
        id: 'education-class-room',
        title: 'Derslikler',
        route: '/education/class-room',
        action: ACTIONS.education.structureView,
      },
      {
        id: 'education-lesson-time',
        title: 'Ders Saatleri',
        route: '/education/lesson-time',
        action: ACTIONS.education.structureView,
      },
      {
        id: 'education-school-class',
        title: 'Sınıflar',
        route: '/education/school-class',
        action: ACTIONS.education.structureView,
      },
      {
        id: 'education-schoolclass-teacher',
        title: 'Sınıf Öğretmenleri',
        route: '/education/schoolclass-teacher',
        action: ACTIONS.education.programView,
      },
      {
        id: 'education-major-distribution',
        title: 'Branş Dağılımı',
        route: '/education/major-distribution',
        action: ACTIONS.education.programView,
      },
      {
        id: 'education-lesson-program',
        title: 'Ders Programı',
        route: '/education/lesson-program',
        action: ACTIONS.education.programView,
      },
      {
        id: 'education-service',
        title: 'Hizmetler',
        route: '/education/service',
        action: ACTIONS.education.servicesView,
      },
      {
        id: 'education-service-price',
        title: 'Hizmet Fiyatları',
        route: '/education/service-price',
        action: ACTIONS.education.servicesView,
      },
      {
        id: 'education-report',
        title: 'Raporlar',
        children: [
          {
            id: 'education-report-class-syllabus',
            title: 'Sınıf Ders Programı',
            route: '/education/report/class-syllabus',
            action: ACTIONS.education.reports,
          },
          {
            id: 'education-report-teacher-syllabus',
            title: 'Öğretmen Ders Programı',
            route: '/education/report/teacher-syllabus',
            action: ACTIONS.education.reports,
          },
          {
            id: 'education-report-teacher-program',
            title: 'Öğretmen Programı',
            route: '/education/report/teacher-program',
            action: ACTIONS.education.reports,
          },
          {
            id: 'education-report-schoolclass-teacher-program',
            title: 'Sınıf Öğretmen Programı',
            route: '/education/report/schoolclass-teacher-program',
            action: ACTIONS.education.reports,
          },
        ],
      },
    ],
  },
  {
    id: 'students',
    title: 'Öğrenci',
    icon: 'user',
    children: [
      {
        id: 'student-search',
        title: 'Öğrenci Ara',
        route: '/education/student',
        action: ACTIONS.students.view,
      },
      {
        id: 'student-new',
        title: 'Yeni Kayıt',
        route: '/education/student/new',
        action: ACTIONS.students.register,
      },
      {
        id: 'student-class',
        title: 'Sınıf Atama',
        route: '/education/student/class',
        action: ACTIONS.students.classes,
      },
      {
        id: 'student-status',
        title: 'Okuma Durumu',
        route: '/education/student/status',
        action: ACTIONS.students.classes,
      },
      {
        id: 'student-private-sms',
        title: 'Özel SMS',
        route: '/education/student/private-sms',
        action: ACTIONS.students.sms,
      },
      {
        id: 'student-private-lesson',
        title: 'Özel Dersler',
        route: '/education/student/private-lesson',
        action: ACTIONS.students.view,
      },
      {
        id: 'student-class-closure',
        title: 'Sınıf Kapatma',
        route: '/education/student/class-closure',
        action: ACTIONS.students.classes,
      },
      {
        id: 'student-transfer',
        title: 'Nakil',
        route: '/education/student/transfer',
        action: ACTIONS.students.transfer,
      },
      {
        id: 'student-report',
        title: 'Raporlar',
        children: [
          ...STUDENT_REPORT_NAMES.map((name) => ({
            id: `student-report-${name}`,
            title: STUDENT_REPORTS[name].title,
            route: `/education/report/${name}`,
            action: ACTIONS.students.reports,
          })),
          {
            id: 'student-report-student-privent-lessons',
            title: 'Özel Ders Raporu',
            route: '/education/report/student-privent-lessons',
            action: ACTIONS.students.reports,
          },
        ],
      },
    ],
  },
  {
    id: 'finance',
    title: 'Finans',
    icon: 'wallet',
    children: [
      {
        id: 'finance-collection',
        title: 'Tahsilat',
        route: '/finance/collection',
        action: ACTIONS.sales.collect,
      },
      {
        id: 'finance-invoice-plan',
        title: 'Fatura Planı',
        route: '/finance/invoice/plan',
        action: ACTIONS.sales.view,
      },
      {
        id: 'finance-invoice-print',
        title: 'Kesilen Faturalar',
        route: '/finance/invoice/print',
        action: ACTIONS.sales.view,
      },
      {
        id: 'finance-overdue-sms',
        title: 'Gecikmiş Ödeme SMS',
        route: '/finance/overdue-sms',
        action: ACTIONS.sales.overdueSms,
      },
      {
        id: 'finance-expense',
        title: 'Giderler',
        route: '/finance/expense',
        action: ACTIONS.finance.view,
      },
      {
        id: 'finance-revenue',
        title: 'Gelirler',
        route: '/finance/revenue',
        action: ACTIONS.finance.view,
      },
      {
        id: 'finance-account-virman',
        title: 'Hesap Virmanı',
        route: '/finance/account-virman',
        action: ACTIONS.finance.view,
      },
      {
        id: 'finance-branch-virman',
        title: 'Şube Virmanı',
        route: '/finance/branch-virman',
        action: ACTIONS.finance.view,
      },
      {
        id: 'finance-cheque',
        title: 'Çek / Senet',
        route: '/finance/cheque',
        action: ACTIONS.finance.view,
      },
      {
        id: 'finance-checkout',
        title: 'Gün Sonu / Kasa Sayımı',
        route: '/finance/checkout',
        action: ACTIONS.finance.view,
      },
      {
        id: 'finance-invoice-incoming',
        title: 'Gelen Faturalar',
        route: '/finance/invoice/incoming',
        action: ACTIONS.finance.view,
      },
      {
        id: 'finance-payment',
        title: 'Tedarikçi Ödemeleri',
        route: '/finance/payment',
        action: ACTIONS.finance.view,
      },
      {
        id: 'finance-definition',
        title: 'Tanımlar',
        children: [
          {
            id: 'finance-cash-book',
            title: 'Kasalar',
            route: '/finance/cash-book',
            action: ACTIONS.finance.view,
          },
          {
            id: 'finance-account-card',
            title: 'Cari Kartlar',
            route: '/finance/account-card',
            action: ACTIONS.finance.view,
          },
          {
            id: 'finance-account-card-type',
            title: 'Cari Kart Türleri',
            route: '/finance/account-card-type',
            action: ACTIONS.finance.view,
          },
          {
            id: 'finance-expense-type',
            title: 'Gider Türleri',
            route: '/finance/expense-type',
            action: ACTIONS.finance.view,
          },
          {
            id: 'finance-revenue-type',
            title: 'Gelir Türleri',
            route: '/finance/revenue-type',
            action: ACTIONS.finance.view,
          },
        ],
      },
      {
        id: 'finance-report',
        title: 'Raporlar',
        children: [
          ...FINANCE_REPORT_NAMES.map((name) => ({
            id: `finance-report-${name}`,
            title: FINANCE_REPORT_TITLES[name],
            route: `/finance/report/${name}`,
            action: ACTIONS.sales.reports,
          })),
          {
            id: 'finance-report-overdue',
            title: 'Gecikmiş Ödemeler',
            route: '/finance/report/overdue',
            action: ACTIONS.sales.reports,
          },
          {
            id: 'finance-report-overdue-call-list',
            title: 'Gecikmiş Ödeme Arama Listesi',
            route: '/finance/report/overdue-call-list',
            action: ACTIONS.sales.reports,
          },
          ...FINANCE_BOOK_REPORT_NAMES.map((name) => ({
            id: `finance-report-${name}`,
            title: FINANCE_BOOK_REPORT_TITLES[name],
            route: `/finance/report/${name}`,
            action: ACTIONS.finance.reports,
          })),
        ],
      },
    ],
  },
  {
    id: 'personnel',
    title: 'Personel',
    icon: 'team',
    children: [
      {
        id: 'personnel-search',
        title: 'Personel Ara',
        route: '/personnel/search',
        action: ACTIONS.personnel.view,
      },
      {
        id: 'personnel-new',
        title: 'Yeni Personel',
        route: '/personnel/new',
        action: ACTIONS.personnel.manage,
      },
    ],
  },
  {
    id: 'permission',
    title: 'Yetkiler',
    icon: 'lock',
    children: [
      {
        id: 'permission-menu',
        title: 'Menü Yetkileri',
        route: '/permission/menu',
        action: ACTIONS.permissions.manage,
      },
      {
        id: 'permission-widget',
        title: 'Widget Yetkileri',
        route: '/permission/widget',
        action: ACTIONS.permissions.manage,
      },
      {
        id: 'permission-action',
        title: 'İşlem Yetkileri',
        route: '/permission/action',
        action: ACTIONS.permissions.manage,
      },
      {
        id: 'permission-user-action-transfer',
        title: 'Yetki Aktarımı',
        route: '/permission/user-action-transfer',
        action: ACTIONS.permissions.manage,
      },
    ],
  },
];

export const filterMenu = (
  entries: readonly MenuEntry[],
  allowed: (entry: MenuEntry) => boolean,
): MenuItem[] =>
  entries.flatMap((entry): MenuItem[] => {
    if (!allowed(entry)) return [];
    const childMenuList = entry.children ? filterMenu(entry.children, allowed) : [];
    // A group with no visible child is noise: drop it.
    if (entry.children && childMenuList.length === 0) return [];
    return [
      {
        id: entry.id,
        title: entry.title,
        route: entry.route ?? null,
        icon: entry.icon ?? null,
        childMenuList,
      },
    ];
  });

const leaves = (entries: readonly MenuEntry[]): MenuEntry[] =>
  entries.flatMap((e) => (e.children ? leaves(e.children) : [e]));

/** Entries that menu permissions govern: the screens of tenant accounts. */
export const GRANTABLE_MENU: readonly MenuEntry[] = leaves(MENU).filter((e) => !e.adminOnly && !e.always);

/** A role's menu before anyone changes it: the screens whose action it holds. */
export const defaultMenuIds = (actions: ReadonlySet<string>): string[] =>
  GRANTABLE_MENU.filter((e) => e.action && actions.has(e.action)).map((e) => e.id);
