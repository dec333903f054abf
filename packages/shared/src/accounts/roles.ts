import { z } from 'zod';

/** The 24 roles of SPEC 3, in its order. */
export const ROLES = [
  'FounderManager',
  'Personnel',
  'GeneralManager',
  'DeputyGeneralManager',
  'Manager',
  'DeputyManager',
  'EducationCoordinator',
  'PublicRelations',
  'EducationConsultant',
  'Advisor',
  'Teacher',
  'GuidanceCounselor',
  'HumanResourcesManager',
  'HumanResources',
  'AccountingManager',
  'Accounting',
  'FinanceManager',
  'Finance',
  'CallCenterManager',
  'CallCenter',
  'Parent',
  'Student',
  'FranchiseManager',
  'SalesConsultant',
] as const;
export type Role = (typeof ROLES)[number];
export const ZRoleSchema = z.enum(ROLES);

export const roleLabels: Record<Role, string> = {
  FounderManager: 'Kurucu Müdür',
  Personnel: 'Personel',
  GeneralManager: 'Genel Müdür',
  DeputyGeneralManager: 'Genel Müdür Yardımcısı',
  Manager: 'Müdür',
  DeputyManager: 'Müdür Yardımcısı',
  EducationCoordinator: 'Eğitim Koordinatörü',
  PublicRelations: 'Halkla İlişkiler',
  EducationConsultant: 'Eğitim Danışmanı',
  Advisor: 'Danışman',
  Teacher: 'Öğretmen',
  GuidanceCounselor: 'Rehber Öğretmen',
  HumanResourcesManager: 'İnsan Kaynakları Müdürü',
  HumanResources: 'İnsan Kaynakları',
  AccountingManager: 'Muhasebe Müdürü',
  Accounting: 'Muhasebe',
  FinanceManager: 'Finans Müdürü',
  Finance: 'Finans',
  CallCenterManager: 'Çağrı Merkezi Müdürü',
  CallCenter: 'Çağrı Merkezi',
  Parent: 'Veli',
  Student: 'Öğrenci',
  FranchiseManager: 'Franchise Müdürü',
  SalesConsultant: 'Satış Danışmanı',
};

/** SPEC 3 user types. */
export const USER_TYPES = ['FounderManager', 'Personnel', 'Parent', 'Student'] as const;
export type UserType = (typeof USER_TYPES)[number];
export const userTypeLabels: Record<UserType, string> = {
  FounderManager: 'Kurucu Müdür',
  Personnel: 'Personel',
  Parent: 'Veli',
  Student: 'Öğrenci',
};
