import { type SmsStatus, smsStatusLabels } from '@panel/shared/communications/sms';
import { ACTIONS } from '@panel/shared/permissions/keys';
import {
  type ReportType,
  type TListExportParams,
  type TSmsBatchParams,
  UNKNOWN_REPORT_TYPE_MESSAGE,
} from '@panel/shared/reports/report-centre';
import {
  REPORT_TYPE_SPECS,
  type TDayReceiptsParams,
  type TReportCardsParams,
  type TStudentListParams,
} from '@panel/shared/reports/report-type-specs';
import { sendSms } from '../../integrations/sms/sms';
import { badRequest } from '../../platform/errors';
import { excelBuffer } from '../../platform/excel';
import { exportTitleFor } from '../../platform/export-title';
import { listExportOf } from '../../platform/report-routes';
import { refuseNarrow } from '../../platform/scope';
import { batchOutcomes } from '../communications/sms-batch.queries';
import { RECEIPT_PAGE, receiptContent, receiptsOfDay } from '../sales/documents/receipt-document';
import { STUDENT_FILTER_VALUES, studentReportExcel } from '../students/reports/student-report.queries';
import { assessmentResults } from './assessment-results.report-type';
import { collectionReport } from './collection-report.report-type';
import { examResults } from './exam-results.report-type';
import { expenseReceipts } from './expense-receipts.report-type';
import { financeReport } from './finance-report.report-type';
import { classProgram, teacherProgram } from './lesson-program.report-type';
import { overdueReport } from './overdue-report.report-type';
import { reportCardPage, reportCardsOfClass } from './report-card.document';
import {
  BRANCH_NOT_FOUND_MESSAGE,
  branchInScope,
  CLASS_NOT_FOUND_MESSAGE,
  classInScope,
  documentsPdf,
  fileSafe,
  type ServerReportType,
  XLSX,
} from './report-run';
import { rollCallReport } from './roll-call-report.report-type';
import { termContracts } from './term-contracts.report-type';

export { BRANCH_NOT_FOUND_MESSAGE, CLASS_NOT_FOUND_MESSAGE };

/** The share of a class's report cards' progress that reading them takes (the rest is writing). */
const CARDS_READ_PROGRESS = 20;

const reportCards: ServerReportType<TReportCardsParams> = {
  permission: ACTIONS.education.reports,
  check: async (db, scope, params) => (await classInScope(db, scope, params.schoolClassId)).branchId,
  make: async (run) => {
    const schoolClass = await classInScope(run.db, run.scope, run.params.schoolClassId);
    const cards = await reportCardsOfClass(run.db, run.scope, schoolClass, run.signal, (done, total) =>
      run.progress(Math.floor((done / Math.max(total, 1)) * CARDS_READ_PROGRESS)),
    );
    // A card is the student's own paper: no running page count across the class (which
    // would also lay every card out twice, once to count the pages).
    return documentsPdf(run, cards, async (card) => reportCardPage(card), {
      title: `Karne ${schoolClass.name}`,
      none: 'Bu sınıfta karne basılacak öğrenci yok.',
      page: { footer: () => null },
      progressFrom: CARDS_READ_PROGRESS,
    });
  },
};

const dayReceipts: ServerReportType<TDayReceiptsParams> = {
  permission: ACTIONS.sales.reports,
  check: async (db, scope, params) => {
    refuseNarrow(scope);
    return branchInScope(db, scope, params.branchId);
  },
  make: async (run) => {
    const receipts = await receiptsOfDay(run.db, run.scope, run.params.branchId, run.params.day);
    return documentsPdf(run, receipts, (receipt) => receiptContent(run.db, receipt, run.publicUrl), {
      title: `Makbuzlar ${run.params.day}`,
      none: 'Bu gün bu şubede alınmış bir tahsilat yok.',
      page: RECEIPT_PAGE,
    });
  },
};

const studentList: ServerReportType<TStudentListParams> = {
  permission: ACTIONS.students.reports,
  check: async (db, scope, params) => {
    if (params.schoolClassId) await classInScope(db, scope, params.schoolClassId);
    return params.branchId ? branchInScope(db, scope, params.branchId) : scope.branchId;
  },
  make: async (run) => {
    const name = 'general-student-list';
    const title = await exportTitleFor(
      run.db,
      { userId: run.userId, scope: run.scope },
      REPORT_TYPE_SPECS['student-list'].title,
      run.params,
      STUDENT_FILTER_VALUES,
    );
    const spec = studentReportExcel(run.db, run.scope, name, run.params, title);
    return { fileName: `${spec.fileName}.xlsx`, contentType: XLSX, content: await excelBuffer(spec) };
  },
};

/** A report screen's Excel too long for its request (platform/report-routes), in the asker's scope. */
const listExport: ServerReportType<TListExportParams> = {
  permission: (params) => listExportOf(params.path)?.permission ?? null,
  check: async (_db, scope, params) => {
    const screen = listExportOf(params.path);
    if (!screen) throw badRequest(UNKNOWN_REPORT_TYPE_MESSAGE);
    if (!screen.accepts(params.query)) throw badRequest('Listenin süzgeçleri hatalı.');
    return scope.branchId;
  },
  make: async (run) => {
    const screen = listExportOf(run.params.path);
    if (!screen) throw badRequest(UNKNOWN_REPORT_TYPE_MESSAGE);
    const spec = await screen.excel(run.db, { userId: run.userId, scope: run.scope }, run.params.query);
    await run.progress(10);
    return { fileName: `${spec.fileName}.xlsx`, contentType: XLSX, content: await excelBuffer(spec) };
  },
};

/**
 * A bulk send too long for its request: every message through the SMS door (its guards and
 * its record), with progress; a run taken up again after a restart skips what was sent. The
 * document is the outcome of each message. Started only by the sending screen's route, which
 * checked its own permission (POST report/set refuses this type).
 */
const smsBatch: ServerReportType<TSmsBatchParams> = {
  permission: ACTIONS.reports.centre,
  check: async (_db, scope) => scope.branchId,
  make: async (run) => {
    const { messages } = run.params;
    const done = await batchOutcomes(run.db, run.resultId);
    for (const [index, message] of messages.entries()) {
      if (done.has(index)) continue;
      run.signal.throwIfAborted();
      await sendSms(run.db, run.sms, {
        to: message.to,
        text: message.text,
        purpose: run.params.purpose,
        businessId: run.scope.businessId,
        senderUserId: run.userId,
        senderAccountId: run.scope.accountId,
        batchId: run.resultId,
        batchIndex: index,
      });
      await run.progress(((index + 1) / messages.length) * 95);
    }
    const outcomes = await batchOutcomes(run.db, run.resultId);
    const title = await exportTitleFor(
      run.db,
      { userId: run.userId, scope: run.scope },
      run.params.title,
      {},
    );
    const content = await excelBuffer({
      fileName: run.params.title,
      title,
      columns: [
        { header: 'Kişi', value: (r: SmsOutcomeRow) => r.name },
        { header: 'Telefon', value: (r: SmsOutcomeRow) => r.to },
        { header: 'Durum', value: (r: SmsOutcomeRow) => r.status },
        { header: 'Neden', value: (r: SmsOutcomeRow) => r.error },
        { header: 'Birim', kind: 'number', value: (r: SmsOutcomeRow) => r.units },
        { header: 'Mesaj', value: (r: SmsOutcomeRow) => r.text },
      ],
      rows: messages.map((m, index) => {
        const sent = outcomes.get(index);
        return {
          name: m.name,
          to: sent?.to ?? m.to,
          status: sent ? smsStatusLabels[sent.status as SmsStatus] : '',
          error: sent?.error ?? null,
          units: sent?.units ?? 0,
          text: m.text,
        };
      }),
    });
    return { fileName: `${fileSafe(run.params.title)}.xlsx`, contentType: XLSX, content };
  },
};

type SmsOutcomeRow = {
  name: string;
  to: string;
  status: string;
  error: string | null;
  units: number;
  text: string;
};

export const SERVER_REPORT_TYPES: { [T in ReportType]: ServerReportType<never> } = {
  'report-cards': reportCards as ServerReportType<never>,
  'day-receipts': dayReceipts as ServerReportType<never>,
  'student-list': studentList as ServerReportType<never>,
  'list-export': listExport as ServerReportType<never>,
  'sms-batch': smsBatch as ServerReportType<never>,
  'term-contracts': termContracts as ServerReportType<never>,
  'collection-report': collectionReport as ServerReportType<never>,
  'overdue-report': overdueReport as ServerReportType<never>,
  'finance-report': financeReport as ServerReportType<never>,
  'expense-receipts': expenseReceipts as ServerReportType<never>,
  'class-program': classProgram as ServerReportType<never>,
  'teacher-program': teacherProgram as ServerReportType<never>,
  'roll-call-report': rollCallReport as ServerReportType<never>,
  'assessment-results': assessmentResults as ServerReportType<never>,
  'exam-results': examResults as ServerReportType<never>,
};
