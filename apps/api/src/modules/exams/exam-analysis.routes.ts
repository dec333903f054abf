import { ZIdParamsSchema } from '@panel/shared/administration/contracts';
import { fileAnswer } from '@panel/shared/common/answers';
import {
  MARK_COLUMNS,
  markColumnLabels,
  ZExamAnalysisQuerySchema,
  ZExamAnalysisSchema,
  ZExamAnalysisStudentPageSchema,
  ZExamAnalysisStudentQuerySchema,
} from '@panel/shared/exams/exam-analysis';
import { ACTIONS } from '@panel/shared/permissions/keys';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../../platform/auth';
import { type ExcelColumn, sendExcel } from '../../platform/excel';
import { exportTitle } from '../../platform/export-title';
import { tenantOf } from '../../platform/tenancy';
import { examAnalysis, examAnalysisStudents } from './exam-analysis.service';

type QuestionRow = Awaited<ReturnType<typeof examAnalysis>>['questions'][number] & { outcome: string };

/** The exam analysis (/exam/report/exam-analysis): questions, distractors, outcomes as a heat map. */
export const examAnalysisRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  const config = { permission: ACTIONS.exams.results };

  app.get(
    '/exams/:id/analysis',
    {
      config,
      schema: {
        params: ZIdParamsSchema,
        querystring: ZExamAnalysisQuerySchema,
        response: { 200: ZExamAnalysisSchema },
      },
    },
    (request) => examAnalysis(db, tenantOf(requireAuth(request)), request.params.id, request.query),
  );
  app.get(
    '/exams/:id/analysis/students',
    {
      config,
      schema: {
        params: ZIdParamsSchema,
        querystring: ZExamAnalysisStudentQuerySchema,
        response: { 200: ZExamAnalysisStudentPageSchema },
      },
    },
    (request) => examAnalysisStudents(db, tenantOf(requireAuth(request)), request.params.id, request.query),
  );
  app.get(
    '/exams/:id/analysis/excel',
    {
      config,
      schema: {
        params: ZIdParamsSchema,
        querystring: ZExamAnalysisQuerySchema,
        response: { 200: fileAnswer('xlsx') },
      },
    },
    async (request, reply) => {
      const analysis = await examAnalysis(
        db,
        tenantOf(requireAuth(request)),
        request.params.id,
        request.query,
      );
      const outcomes = new Map(analysis.outcomes.map((o) => [o.id, o.code]));
      const booklets = analysis.questions[0]?.distractors.map((d) => d.booklet) ?? [];
      const columns: ExcelColumn<QuestionRow>[] = [
        { header: 'Bölüm', value: (r) => r.section },
        { header: 'Soru', kind: 'number', value: (r) => r.question },
        { header: 'Kazanım', value: (r) => r.outcome },
        { header: 'İptal', value: (r) => r.cancellation ?? '' },
        { header: 'Doğru', kind: 'number', value: (r) => r.correct },
        { header: 'Cevaplayan', kind: 'number', value: (r) => r.asked },
        { header: 'Güçlük (p)', kind: 'number', value: (r) => r.difficulty },
        { header: 'Ayırt Edicilik', kind: 'number', value: (r) => r.discrimination },
        ...booklets.flatMap((b, bi): ExcelColumn<QuestionRow>[] => [
          { header: `${b} Anahtar`, value: (r) => r.distractors[bi]?.key },
          ...MARK_COLUMNS.map(
            (m): ExcelColumn<QuestionRow> => ({
              header: `${b} ${markColumnLabels[m]}`,
              kind: 'number',
              value: (r) => r.distractors[bi]?.counts[m],
            }),
          ),
        ]),
      ];
      return sendExcel(reply, {
        fileName: `${analysis.exam.name} Soru Analizi`,
        title: await exportTitle(request, `Sınav Analizi: ${analysis.exam.name}`, request.query),
        columns,
        rows: analysis.questions.map((q) => ({
          ...q,
          outcome: q.outcomeId ? (outcomes.get(q.outcomeId) ?? '') : '',
        })),
      });
    },
  );
};
