import { STUDENTS_AREA } from '@panel/shared/navigation/students';
import { STUDENT_REPORT_NAMES } from '@panel/shared/students/reports';
import { redirect } from 'react-router';
import { defineAreaRoutes, page, pagesFor } from '../../app/route-entry';

const studentSearchPage = () => import('./student-search-page');
const studentRegistrationPage = () => import('./student-registration-page');
const studentProfilePage = () => import('./student-profile-page');
const studentOperationPages = () => import('./student-operation-pages');
const privateLessonPages = () => import('./private-lesson-pages');
const studentReportPage = () => import('./reports/student-report-page');
const salePages = () => import('../sales/orders/sale-pages');
const profilePage = page(studentProfilePage, 'StudentProfilePage');
const orderInvoicePage = () => import('../sales/invoices/order-invoice-page');

export const routes = defineAreaRoutes(
  STUDENTS_AREA,
  {
    'student-search': page(studentSearchPage, 'StudentSearchPage'),
    'student-new': page(studentRegistrationPage, 'StudentRegistrationPage'),
    'student-profile': profilePage,
    'student-class': page(studentOperationPages, 'StudentClassAssignmentPage'),
    'student-status': page(studentOperationPages, 'StudentStatusPage'),
    'student-transfer': page(studentOperationPages, 'StudentTransferPage'),
    'student-class-closure': page(studentOperationPages, 'StudentClassClosurePage'),
    'student-class-closure-detail': page(studentOperationPages, 'StudentClassClosureDetailPage'),
    'student-private-sms': page(studentOperationPages, 'StudentPrivateSmsPage'),
    'student-private-lesson': page(privateLessonPages, 'PrivateLessonPage'),
    ...pagesFor('student-report-', STUDENT_REPORT_NAMES, page(studentReportPage, 'StudentReportPage')),
    'student-report-student-privent-lessons': page(privateLessonPages, 'PrivateLessonReportPage'),
    // Redirected by its loader below; the card is its page should a redirect ever be skipped.
    'student-sale': profilePage,
    'student-sale-add': page(salePages, 'SaleAddPage'),
    'student-sale-detail': page(salePages, 'SaleDetailPage'),
    'student-sale-payment': page(salePages, 'PaymentPlanPage'),
    'student-sale-invoice': page(orderInvoicePage, 'OrderInvoicePage'),
  },
  {
    // In the loader, not the page: the address never draws a page of its own, so its title
    // never flashes before the card's.
    'student-sale': ({ params }) => redirect(`/education/student/${params.student_id ?? ''}?tab=sale`),
  },
);
