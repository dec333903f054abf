import { page, type RouteEntry } from '../../app/route-entry';

const reports = () => import('./reports/education-report-pages');

export const EDUCATION_PROGRAM_ROUTES: readonly RouteEntry[] = [
  {
    name: 'education-school-class-summary',
    path: '/education/school-class/summary/:school_class_id',
    title: 'Sınıf Özeti',
    access: 'checked',
    parent: 'education-school-class',
    lazy: page(() => import('./school-classes/school-class-summary-page'), 'SchoolClassSummaryPage'),
  },
  {
    name: 'education-schoolclass-teacher',
    path: '/education/schoolclass-teacher',
    title: 'Sınıf Öğretmenleri',
    access: 'checked',
    parent: 'dashboard-summary',
    lazy: page(() => import('./class-teachers/schoolclass-teacher-page'), 'SchoolClassTeacherPage'),
  },
  {
    name: 'education-major-distribution',
    path: '/education/major-distribution',
    title: 'Branş Dağılımı',
    access: 'checked',
    parent: 'dashboard-summary',
    lazy: page(() => import('./class-teachers/major-distribution-page'), 'MajorDistributionPage'),
  },
  {
    name: 'education-lesson-program',
    path: '/education/lesson-program',
    title: 'Ders Programı',
    access: 'checked',
    parent: 'dashboard-summary',
    lazy: page(() => import('./lesson-programs/lesson-program-page'), 'LessonProgramPage'),
  },
  {
    name: 'education-report-class-syllabus',
    path: '/education/report/class-syllabus',
    title: 'Sınıf Ders Programı',
    access: 'checked',
    parent: 'dashboard-summary',
    lazy: page(reports, 'ClassSyllabusReportPage'),
  },
  {
    name: 'education-report-teacher-syllabus',
    path: '/education/report/teacher-syllabus',
    title: 'Öğretmen Ders Programı',
    access: 'checked',
    parent: 'dashboard-summary',
    lazy: page(reports, 'TeacherSyllabusReportPage'),
  },
  {
    name: 'education-report-teacher-program',
    path: '/education/report/teacher-program',
    title: 'Öğretmen Programı',
    access: 'checked',
    parent: 'dashboard-summary',
    lazy: page(reports, 'TeacherProgramReportPage'),
  },
  {
    name: 'education-report-schoolclass-teacher-program',
    path: '/education/report/schoolclass-teacher-program',
    title: 'Sınıf Öğretmen Programı',
    access: 'checked',
    parent: 'dashboard-summary',
    lazy: page(reports, 'SchoolClassTeacherProgramReportPage'),
  },
];
