import { EDUCATION_AREA } from '@panel/shared/navigation/education';
import { defineAreaRoutes, page } from '../../app/route-entry';

const semesterPages = () => import('./semesters/semester-pages');
const timePeriodPages = () => import('./time-periods/time-period-pages');
const classroomPages = () => import('./classrooms/classroom-pages');
const lessonTimePages = () => import('./lesson-times/lesson-time-pages');
const schoolClassPages = () => import('./school-classes/school-class-pages');
const servicePages = () => import('./services/service-pages');
const servicePricePages = () => import('./services/service-price-pages');
const schoolClassSummaryPage = () => import('./school-classes/school-class-summary-page');
const schoolclassTeacherPage = () => import('./class-teachers/schoolclass-teacher-page');
const majorDistributionPage = () => import('./class-teachers/major-distribution-page');
const lessonProgramPage = () => import('./lesson-programs/lesson-program-page');
const educationReportPages = () => import('./reports/education-report-pages');

export const routes = defineAreaRoutes(EDUCATION_AREA, {
  'education-semester': page(semesterPages, 'SemesterListPage'),
  'education-semester-add': page(semesterPages, 'SemesterFormPage'),
  'education-semester-edit': page(semesterPages, 'SemesterFormPage'),
  'education-time-period': page(timePeriodPages, 'TimePeriodListPage'),
  'education-time-period-add': page(timePeriodPages, 'TimePeriodFormPage'),
  'education-time-period-edit': page(timePeriodPages, 'TimePeriodFormPage'),
  'education-class-room': page(classroomPages, 'ClassroomListPage'),
  'education-class-room-add': page(classroomPages, 'ClassroomFormPage'),
  'education-class-room-edit': page(classroomPages, 'ClassroomFormPage'),
  'education-lesson-time': page(lessonTimePages, 'LessonTimeListPage'),
  'education-lesson-time-add': page(lessonTimePages, 'LessonTimeFormPage'),
  'education-lesson-time-edit': page(lessonTimePages, 'LessonTimeFormPage'),
  'education-school-class': page(schoolClassPages, 'SchoolClassListPage'),
  'education-school-class-add': page(schoolClassPages, 'SchoolClassFormPage'),
  'education-school-class-edit': page(schoolClassPages, 'SchoolClassFormPage'),
  'education-service': page(servicePages, 'ServiceListPage'),
  'education-service-add': page(servicePages, 'ServiceFormPage'),
  'education-service-edit': page(servicePages, 'ServiceFormPage'),
  'education-service-price': page(servicePricePages, 'ServicePriceListPage'),
  'education-service-price-add': page(servicePricePages, 'ServicePriceFormPage'),
  'education-service-price-edit': page(servicePricePages, 'ServicePriceFormPage'),
  'education-school-class-summary': page(schoolClassSummaryPage, 'SchoolClassSummaryPage'),
  'education-schoolclass-teacher': page(schoolclassTeacherPage, 'SchoolClassTeacherPage'),
  'education-major-distribution': page(majorDistributionPage, 'MajorDistributionPage'),
  'education-lesson-program': page(lessonProgramPage, 'LessonProgramPage'),
  'education-report-class-syllabus': page(educationReportPages, 'ClassSyllabusReportPage'),
  'education-report-teacher-syllabus': page(educationReportPages, 'TeacherSyllabusReportPage'),
  'education-report-teacher-program': page(educationReportPages, 'TeacherProgramReportPage'),
  'education-report-schoolclass-teacher-program': page(
    educationReportPages,
    'SchoolClassTeacherProgramReportPage',
  ),
});
