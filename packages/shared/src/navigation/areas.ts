import { ACCOUNT_AREA } from './account';
import { ADMIN_AREA } from './admin';
import type { AreaNavigation, RouteSpec } from './area';
import { ASSESSMENT_FORM_AREA, ASSESSMENTS_AREA } from './assessments';
import { AUTH_AREA, PUBLIC_FORMS_AREA } from './auth';
import { COMMUNICATIONS_AREA } from './communications';
import { CRM_AREA } from './crm';
import { CRM_CALLS_AREA } from './crm-calls';
import { CAMPAIGN_FORM_AREA, CAMPAIGNS_AREA, CRM_INTAKE_AREA } from './crm-intake';
import { DASHBOARD_AREA } from './dashboard';
import { EDUCATION_AREA } from './education';
import { EXAM_ANALYSIS_AREA, EXAM_OUTCOME_POOL_AREA } from './exam-outcomes';
import { EXAM_RESULTS_AREA } from './exam-results';
import { EXAMS_AREA } from './exams';
import { FINANCE_AREA } from './finance';
import { GENERAL_AREA } from './general';
import { MOBILE_AREA } from './mobile';
import { PERMISSION_AREA } from './permission';
import { PERSONNEL_AREA } from './personnel';
import { REPORTS_AREA } from './reports';
import { ROLL_CALLS_AREA } from './roll-calls';
import { STUDENTS_AREA } from './students';
import { VERIFY_AREA } from './verify';

/**
 * Every area of the panel, in menu order. The server reads all of them (the menu and its
 * permissions); the web app's shell never imports this list, only the area it opens.
 */
export const AREAS = [
  DASHBOARD_AREA,
  ADMIN_AREA,
  EXAM_OUTCOME_POOL_AREA,
  GENERAL_AREA,
  EDUCATION_AREA,
  ROLL_CALLS_AREA,
  STUDENTS_AREA,
  COMMUNICATIONS_AREA,
  ASSESSMENTS_AREA,
  EXAMS_AREA,
  EXAM_ANALYSIS_AREA,
  EXAM_RESULTS_AREA,
  CRM_AREA,
  CRM_CALLS_AREA,
  CRM_INTAKE_AREA,
  CAMPAIGNS_AREA,
  FINANCE_AREA,
  PERSONNEL_AREA,
  REPORTS_AREA,
  PERMISSION_AREA,
  ACCOUNT_AREA,
  AUTH_AREA,
  PUBLIC_FORMS_AREA,
  VERIFY_AREA,
  ASSESSMENT_FORM_AREA,
  MOBILE_AREA,
  CAMPAIGN_FORM_AREA,
] as const satisfies readonly AreaNavigation[];

export type AreaId = (typeof AREAS)[number]['id'];

export const ALL_ROUTES: readonly RouteSpec[] = AREAS.flatMap((a): readonly RouteSpec[] => a.routes);
