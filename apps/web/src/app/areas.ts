import type { AreaRoutes } from './route-entry';

/**
 * The always-loaded index of the areas: the first path segments each one owns and how to
 * load it. An area's routes, menu titles and pages load only when one of its paths opens.
 * Several areas may share a segment (/education): all of them load, their routes are small.
 * areas.test.ts checks this index against the registries.
 */
export type AreaEntry = {
  id: string;
  segments: readonly string[];
  /** Where its routes mount: bare anonymous pages carry no UI kit; the default is the signed-in shell. */
  shell?: 'bare' | 'ui';
  /**
   * Paths under its segments that belong to a bare area of the same segment: not loaded for
   * them, so an anonymous form's visitor never downloads the UI kit the signed-in pages need.
   */
  except?: readonly string[];
  load: () => Promise<{ routes: AreaRoutes }>;
};

export const AREA_INDEX: readonly AreaEntry[] = [
  {
    id: 'auth',
    segments: ['sign-in'],
    shell: 'ui',
    load: () => import('../modules/auth/auth.routes'),
  },
  {
    id: 'public-forms',
    segments: ['password-reset', 'new-password', 'invitation'],
    shell: 'bare',
    load: () => import('../modules/auth/public-forms.routes'),
  },
  {
    id: 'verify',
    segments: ['V'],
    shell: 'bare',
    load: () => import('../modules/sales/documents/verify.routes'),
  },
  { id: 'dashboard', segments: ['dashboard'], load: () => import('../modules/dashboard/dashboard.routes') },
  { id: 'admin', segments: ['admin'], load: () => import('../modules/administration/admin.routes') },
  {
    id: 'exam-outcome-pools',
    segments: ['admin'],
    load: () => import('../modules/exams/exam-outcome-pools.routes'),
  },
  { id: 'exam-analysis', segments: ['exam'], load: () => import('../modules/exams/exam-analysis.routes') },
  { id: 'general', segments: ['general'], load: () => import('../modules/administration/general.routes') },
  {
    id: 'permission',
    segments: ['permission'],
    load: () => import('../modules/permissions/permission.routes'),
  },
  {
    id: 'account',
    segments: ['profile', 'messages', 'account'],
    load: () => import('../modules/accounts/account.routes'),
  },
  { id: 'education', segments: ['education'], load: () => import('../modules/education/education.routes') },
  {
    id: 'roll-calls',
    segments: ['education'],
    load: () => import('../modules/roll-calls/roll-calls.routes'),
  },
  { id: 'students', segments: ['education'], load: () => import('../modules/students/students.routes') },
  {
    id: 'communications',
    segments: ['education', 'communications'],
    load: () => import('../modules/communications/communications.routes'),
  },
  {
    id: 'assessments',
    segments: ['education'],
    load: () => import('../modules/assessments/assessments.routes'),
  },
  {
    id: 'assessment-form',
    segments: ['assessment'],
    shell: 'bare',
    load: () => import('../modules/assessments/assessment-form.routes'),
  },
  { id: 'exams', segments: ['exam'], load: () => import('../modules/exams/exams.routes') },
  {
    id: 'exam-results',
    segments: ['exam'],
    load: () => import('../modules/exams/exam-results.routes'),
  },
  { id: 'crm', segments: ['crm'], load: () => import('../modules/crm/crm.routes') },
  { id: 'crm-calls', segments: ['crm'], load: () => import('../modules/crm/crm-calls.routes') },
  { id: 'crm-intake', segments: ['crm'], load: () => import('../modules/crm/crm-intake.routes') },
  {
    id: 'campaigns',
    segments: ['campaign'],
    except: ['/campaign/public/'],
    load: () => import('../modules/crm/campaigns/campaigns.routes'),
  },
  {
    id: 'campaign-form',
    segments: ['campaign'],
    shell: 'bare',
    load: () => import('../modules/crm/campaigns/campaign-form.routes'),
  },
  { id: 'finance', segments: ['finance'], load: () => import('../modules/finance/finance.routes') },
  { id: 'personnel', segments: ['personnel'], load: () => import('../modules/personnel/personnel.routes') },
  {
    id: 'reports',
    segments: ['report-list', 'report'],
    load: () => import('../modules/reports/reports.routes'),
  },
  {
    id: 'mobile',
    segments: ['mobile'],
    shell: 'bare',
    load: () => import('../modules/mobile/mobile.routes'),
  },
];

export const areasFor = (pathname: string): AreaEntry[] => {
  const path = pathname.split(/[?#]/)[0] ?? '';
  const segment = path.split('/')[1] ?? '';
  return AREA_INDEX.filter(
    (a) => a.segments.includes(segment) && !a.except?.some((prefix) => path.startsWith(prefix)),
  );
};
