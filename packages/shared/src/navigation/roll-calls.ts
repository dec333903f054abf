import { ACTIONS } from '../permissions/keys';
import { defineArea } from './area';

/** Roll call, its parent alert rules and its report: in the education group of the menu. */
export const ROLL_CALLS_AREA = defineArea({
  id: 'roll-calls',
  groups: [],
  routes: [
    {
      name: 'education-student-rollcall',
      path: '/education/student/rollcall',
      title: 'Yoklama',
      parent: 'dashboard-summary',
      permission: ACTIONS.education.rollcallTake,
      menu: 'education',
    },
    {
      name: 'education-student-rollcall-add',
      path: '/education/student/rollcall/add',
      title: 'Yoklama Al',
      parent: 'education-student-rollcall',
      permission: ACTIONS.education.rollcallTake,
    },
    {
      name: 'education-student-rollcall-alert-rule',
      path: '/education/student/rollcall/alert-rule',
      title: 'Veli Bildirim Kuralları',
      parent: 'education-student-rollcall',
      permission: ACTIONS.education.rollcallManage,
    },
    {
      name: 'education-report-rollcall',
      path: '/education/report/rollcall',
      title: 'Yoklama Raporu',
      parent: 'dashboard-summary',
      permission: ACTIONS.education.reports,
      menu: 'education-report',
    },
  ],
});
