/**
 * The load scenarios, as data: adding one is one entry here. A read scenario gives the
 * paths of one round (a profile view is four requests) and is run against the API and,
 * when `baseline` is set, against the bare server in bench/baseline-server.ts.
 */
import type { BenchMeta } from './generate';
import type { Rng } from './lib/prng';

export type Budget = {
  /** p95 limit in ms on PostgreSQL at full scale; PGlite gets `pgliteP95`. */
  p95: number;
  pgliteP95?: number;
  /** The least share of the baseline's requests/s. */
  ratio?: number;
};

export type ReadScenario = {
  name: string;
  kind: 'read';
  /** The route as the OpenAPI document lists it: a scenario whose route is missing is "not yet available". */
  route: string;
  /** The paths of one round, drawn from the generated data. */
  round: (meta: BenchMeta, rng: Rng) => string[];
  /** The bare server answers the same paths with the same SQL. */
  baseline: boolean;
  budget: Budget;
};

const READ_BUDGET: Budget = { p95: 50, pgliteP95: 100, ratio: 0.6 };
const REPORT_BUDGET: Budget = { p95: 200, pgliteP95: 200, ratio: 0.6 };

const q = encodeURIComponent;
const student = (meta: BenchMeta, rng: Rng) => rng.pick(meta.students);

export const READ_SCENARIOS: ReadScenario[] = [
  {
    name: 'student search: 3 letters',
    kind: 'read',
    route: '/api/education/student',
    round: (meta, rng) => [
      `/api/education/student?_searchTerm=${q(student(meta, rng).firstName.slice(0, 3))}`,
    ],
    baseline: true,
    budget: READ_BUDGET,
  },
  {
    name: 'student search: citizen id',
    kind: 'read',
    route: '/api/education/student',
    round: (meta, rng) => [`/api/education/student?_searchTerm=${student(meta, rng).citizenId}`],
    baseline: true,
    budget: READ_BUDGET,
  },
  {
    name: 'student search: phone',
    kind: 'read',
    route: '/api/education/student',
    round: (meta, rng) => [`/api/education/student?_searchTerm=${q(student(meta, rng).phone)}`],
    baseline: true,
    budget: READ_BUDGET,
  },
  {
    name: 'student list: page of 50',
    kind: 'read',
    route: '/api/education/student',
    round: (_meta, rng) => [`/api/education/student?_pageSize=50&_pageNumber=${rng.int(1, 20)}`],
    baseline: true,
    budget: READ_BUDGET,
  },
  {
    name: 'student profile (4 calls)',
    kind: 'read',
    route: '/api/student/{id}/detail',
    round: (meta, rng) => {
      const { id } = student(meta, rng);
      return [
        `/api/student/${id}/detail`,
        `/api/student/${id}/contact`,
        `/api/student/${id}/parent`,
        `/api/student-order/student/${id}`,
      ];
    },
    baseline: true,
    budget: READ_BUDGET,
  },
  {
    name: 'overdue report: a branch',
    kind: 'read',
    route: '/api/finance/report/overdue',
    round: (meta, rng) => [`/api/finance/report/overdue?branchId=${rng.pick(meta.branchIds)}`],
    baseline: true,
    budget: REPORT_BUDGET,
  },
  {
    name: 'case-status report',
    kind: 'read',
    route: '/api/finance/report/case-status',
    round: () => ['/api/finance/report/case-status'],
    baseline: true,
    budget: REPORT_BUDGET,
  },
  {
    name: "roll call: a class's slot",
    kind: 'read',
    route: '/api/education/rollcall/{id}',
    round: (meta, rng) => [`/api/education/rollcall/${rng.pick(meta.rollCalls).id}`],
    baseline: false,
    budget: READ_BUDGET,
  },
  {
    name: 'roll call report: a branch, a month',
    kind: 'read',
    route: '/api/education/report/rollcall',
    round: (meta, rng) => [
      `/api/education/report/rollcall?branchId=${rng.pick(meta.branchIds)}&from=${meta.rollCallRange.from}&to=${meta.rollCallRange.to}`,
    ],
    baseline: false,
    budget: { p95: 300, pgliteP95: 300 },
  },
  {
    // Every widget call of the founder's dashboard (issue 20's budget: each under 100 ms).
    name: "founder's dashboard: every widget",
    kind: 'read',
    route: '/api/dashboard/summary',
    round: () =>
      [
        'widget/user',
        'dashboard/summary',
        'dashboard/announcements',
        'dashboard/students',
        'dashboard/installments',
        'dashboard/sales',
        'dashboard/overdue',
        'dashboard/cash-books',
        'dashboard/roll-calls',
        'dashboard/absences',
        'dashboard/registrations-week',
        'dashboard/crm-follow-ups',
        'dashboard/last-exam',
        'dashboard/license',
      ].map((path) => `/api/${path}`),
    baseline: false,
    budget: { p95: 100, pgliteP95: 100 },
  },
  {
    name: 'lesson program: a class',
    kind: 'read',
    route: '/api/lesson-program/{id}',
    round: (meta, rng) => [`/api/lesson-program/${rng.pick(meta.classIds)}`],
    baseline: true,
    budget: READ_BUDGET,
  },
];

/** One round of each read scenario, for bench/capture-sql.ts. */
export const scenarioPaths = (meta: BenchMeta): Record<string, string[]> => {
  const fixed = {
    next: () => 0,
    int: (min: number) => min,
    chance: () => false,
    pick: <T>(l: readonly T[]) => l[0]!,
    uuid: () => '',
  } as Rng;
  return Object.fromEntries(READ_SCENARIOS.map((s) => [s.name, s.round(meta, fixed)]));
};
