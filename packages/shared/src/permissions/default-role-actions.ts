import type { Role } from '../accounts/roles';
import { ACTIONS, type ActionKey } from './keys';

const g = ACTIONS.general;
const ALL_GENERAL: ActionKey[] = Object.values(g);
const GENERAL_VIEW: ActionKey[] = [g.businessView, g.corporatesView, g.branchesView, g.branchGroupsView];
const e = ACTIONS.education;
const p = ACTIONS.personnel;
const st = ACTIONS.students;
const asm = ACTIONS.assessments;
const ALL_ASSESSMENTS: ActionKey[] = Object.values(asm);
const ALL_EXAMS: ActionKey[] = Object.values(ACTIONS.exams);
const ALL_EDUCATION: ActionKey[] = [
  ...Object.values(e),
  ...Object.values(p),
  ...Object.values(st),
  ...ALL_ASSESSMENTS,
  ...ALL_EXAMS,
];
const sa = ACTIONS.sales;
const fi = ACTIONS.finance;
const ALL_MONEY: ActionKey[] = [...Object.values(sa), ...Object.values(fi)];
/** The desk that sells and takes payments, without cancelling them or the back office. */
const SALES_DESK: ActionKey[] = [sa.view, sa.manage, sa.collect, fi.view];
/** Accounting and finance staff: the desk and the back office, without changing definitions. */
const FINANCE_RUN: ActionKey[] = [
  sa.view,
  sa.collect,
  sa.invoices,
  sa.overdueSms,
  sa.reports,
  fi.view,
  fi.entries,
  fi.transfers,
  fi.cheques,
  fi.checkout,
  fi.payments,
  fi.reports,
];
const STUDENT_DESK: ActionKey[] = [st.view, st.register, st.manage, st.reports];
/** Announcements to families and staff: managers and the education desk; a teacher within his own classes. */
const ANNOUNCE: ActionKey = ACTIONS.communications.announcements;
const crm = ACTIONS.crm;
/** The whole CRM with campaigns: managers and the call-center manager. */
const ALL_CRM: ActionKey[] = [...Object.values(crm), ACTIONS.communications.campaigns];
/** Consultants and call-center staff: their own customers and call lists (the `assignments` scope narrows it). */
const CRM_DESK: ActionKey[] = [crm.view, crm.manage, crm.calls];
const EDUCATION_VIEW: ActionKey[] = [e.structureView, e.programView, e.servicesView, e.reports, p.view];
const EDUCATION_RUN: ActionKey[] = [
  ...EDUCATION_VIEW,
  e.structureManage,
  e.programManage,
  e.classDocuments,
  e.rollcallTake,
  e.rollcallManage,
  ...STUDENT_DESK,
  st.classes,
  ...ALL_ASSESSMENTS,
  ...ALL_EXAMS,
];

/** Each role's own actions; areas add their keys here as they land. */
const ROLE_ACTIONS: Record<Role, readonly ActionKey[]> = {
  FounderManager: [
    ...ALL_GENERAL,
    ...ALL_EDUCATION,
    ...ALL_MONEY,
    ACTIONS.permissions.manage,
    ANNOUNCE,
    ...ALL_CRM,
  ],
  GeneralManager: [
    ...ALL_GENERAL,
    ...ALL_EDUCATION,
    ...ALL_MONEY,
    ACTIONS.permissions.manage,
    ANNOUNCE,
    ...ALL_CRM,
  ],
  FranchiseManager: [
    ...ALL_GENERAL,
    ...ALL_EDUCATION,
    ...ALL_MONEY,
    ACTIONS.permissions.manage,
    ANNOUNCE,
    ...ALL_CRM,
  ],
  DeputyGeneralManager: [
    ...GENERAL_VIEW,
    g.branchesManage,
    g.branchGroupsManage,
    g.usersView,
    g.usersManage,
    g.invitationsManage,
    ...ALL_EDUCATION,
    ...ALL_MONEY,
    ANNOUNCE,
    ...ALL_CRM,
  ],
  Manager: [
    ...GENERAL_VIEW,
    g.branchesManage,
    g.usersView,
    g.usersManage,
    g.invitationsManage,
    ...ALL_EDUCATION,
    ...ALL_MONEY,
    ACTIONS.permissions.manage,
    ANNOUNCE,
    ...ALL_CRM,
  ],
  DeputyManager: [
    ...GENERAL_VIEW,
    g.usersView,
    ...EDUCATION_RUN,
    ...SALES_DESK,
    sa.reports,
    ANNOUNCE,
    ...CRM_DESK,
    crm.convert,
    crm.reports,
  ],
  AccountingManager: [
    g.businessView,
    g.corporatesView,
    g.corporatesManage,
    g.branchesView,
    e.servicesView,
    e.servicesManage,
    st.view,
    st.reports,
    ...ALL_MONEY,
  ],
  FinanceManager: [
    g.businessView,
    g.corporatesView,
    g.corporatesManage,
    g.branchesView,
    e.servicesView,
    e.servicesManage,
    st.view,
    st.reports,
    ...ALL_MONEY,
  ],
  Accounting: [
    g.businessView,
    g.corporatesView,
    g.branchesView,
    e.servicesView,
    st.view,
    st.reports,
    ...FINANCE_RUN,
  ],
  Finance: [
    g.businessView,
    g.corporatesView,
    g.branchesView,
    e.servicesView,
    st.view,
    st.reports,
    ...FINANCE_RUN,
  ],
  HumanResourcesManager: [
    g.businessView,
    g.branchesView,
    g.usersView,
    g.usersManage,
    g.invitationsManage,
    ...Object.values(p),
  ],
  HumanResources: [g.businessView, g.branchesView, g.usersView, p.view, p.manage],
  EducationCoordinator: [g.businessView, g.branchesView, ...EDUCATION_RUN, ANNOUNCE],
  PublicRelations: [g.businessView, ...STUDENT_DESK, ANNOUNCE, ...CRM_DESK, crm.convert],
  EducationConsultant: [
    g.businessView,
    e.servicesView,
    e.structureView,
    ...STUDENT_DESK,
    ...SALES_DESK,
    ...CRM_DESK,
    crm.convert,
  ],
  Advisor: [g.businessView, st.view, st.reports],
  // A teacher sees the students of his own classes (the server's `classes` scope), without
  // their citizen ids, contacts, documents or money: no student reports, no student changes.
  Teacher: [
    e.structureView,
    e.programView,
    e.reports,
    e.rollcallTake,
    st.view,
    ANNOUNCE,
    asm.view,
    asm.results,
  ],
  // The counselor runs the inventories of his own classes: builds, sends and reads them.
  GuidanceCounselor: [e.structureView, e.programView, e.reports, st.view, ANNOUNCE, ...ALL_ASSESSMENTS],
  CallCenterManager: [g.businessView, st.view, st.reports, sa.view, sa.reports, sa.overdueSms, ...ALL_CRM],
  CallCenter: [...CRM_DESK],
  SalesConsultant: [g.businessView, e.servicesView, ...STUDENT_DESK, ...SALES_DESK, ...CRM_DESK, crm.convert],
  Personnel: [],
  Parent: [],
  Student: [],
};

/** The report actions behind the report centre's types (apps/api/src/modules/reports/report-types.ts). */
const REPORT_TYPE_ACTIONS: readonly ActionKey[] = [
  e.reports,
  sa.reports,
  st.reports,
  fi.view,
  asm.results,
  ACTIONS.exams.results,
];

/**
 * Default actions per role, before any branch or account change (docs/permissions.md
 * shows the table). `self.*` actions are not listed: every account has them. The report
 * centre comes with any action that runs one of its types, so a role with none of them
 * (a parent, a call-center agent) has no empty menu entry.
 */
export const DEFAULT_ROLE_ACTIONS = Object.fromEntries(
  Object.entries(ROLE_ACTIONS).map(([role, actions]) => [
    role,
    actions.some((a) => REPORT_TYPE_ACTIONS.includes(a)) ? [...actions, ACTIONS.reports.centre] : actions,
  ]),
) as Record<Role, readonly ActionKey[]>;
