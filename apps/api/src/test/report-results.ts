import type { Role } from '@panel/shared/accounts/roles';
import type { TReportResult } from '@panel/shared/reports/report-centre';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client';
import { DEMO } from '../db/seed/demo-seed';
import { EXCEL_HEADER_ROW } from '../platform/excel';
import { bearer, decodeClaims, signInAs } from './auth-helpers';
import { insertAccount } from './factories/accounts';
import { queryRows } from './sql';

/** Test helpers of the report centre: a result followed until it ends, as the new tab does, and its file. */

/**
 * Accounts of the demo business made for a test, signed in: each a role in Kadıköy (the
 * founder's branch) or in Beşiktaş. Answers their tokens in order, and the business and branches.
 */
export const demoAccounts = async (
  app: FastifyInstance,
  db: Db,
  wanted: { email: string; branch: 'Kadıköy' | 'Beşiktaş'; role: Role }[],
) => {
  const founder = (await signInAs(app, DEMO.founder)).token;
  const businessId = decodeClaims(founder).biz as string;
  const kadikoy = decodeClaims(founder).br as string;
  const [other] = await queryRows<{ id: string }>(
    db,
    sql`select id::text as id from branches where business_id = ${businessId} and id <> ${kadikoy}`,
  );
  const besiktas = other!.id;
  const tokens: string[] = [];
  for (const account of wanted) {
    const branchId = account.branch === 'Kadıköy' ? kadikoy : besiktas;
    await insertAccount(db, account.email, { businessId, branchId, role: account.role });
    tokens.push((await signInAs(app, account.email)).token);
  }
  return { businessId, kadikoy, besiktas, founder, tokens };
};

export const settleReport = async (
  app: FastifyInstance,
  token: string,
  id: string,
): Promise<TReportResult> => {
  for (let i = 0; i < 1200; i++) {
    const res = await app.inject({ method: 'GET', url: `/api/report/${id}`, headers: bearer(token) });
    const body = res.json() as TReportResult;
    if (body.state === 'Done' || body.state === 'Failed') return body;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`report ${id} never finished`);
};

export const reportFile = async (app: FastifyInstance, token: string, id: string): Promise<Buffer> => {
  const res = await app.inject({ method: 'GET', url: `/api/report/${id}/download`, headers: bearer(token) });
  if (res.statusCode !== 200) throw new Error(`report ${id} download -> ${res.statusCode} ${res.body}`);
  return res.rawPayload;
};

/** An Excel document's first sheet as the user reads it: the header row, then each data row's cells as text. */
export const sheetOf = async (file: Buffer) => {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(file as unknown as ArrayBuffer);
  const sheet = book.worksheets[0]!;
  const textOf = (n: number) =>
    (sheet.getRow(n).values as unknown[])
      .slice(1)
      .map((v) => ((v ?? '') === '' ? '' : String(v instanceof Date ? v.toISOString().slice(0, 10) : v)));
  const rows: string[][] = [];
  for (let n = EXCEL_HEADER_ROW + 1; n <= sheet.rowCount; n++) rows.push(textOf(n));
  return { title: textOf(1).join(' '), header: textOf(EXCEL_HEADER_ROW), rows };
};

const examLine = (citizenId: string, name: string, turkish: string, maths: string) =>
  `${citizenId.padEnd(11)}${name.padEnd(20).slice(0, 20)}A${turkish}${maths}`;

/**
 * A TYT trial exam of the branch (Türkçe 5, Matematik 4 questions, answer key ABCDE / ABCD)
 * with the reader file of the given students' answers scored: all correct gives net 9.
 */
export const scoredExam = async (
  app: FastifyInstance,
  token: string,
  spec: {
    name: string;
    branchId: string;
    answers: { citizenId: string; name: string; turkish: string; maths: string }[];
  },
): Promise<string> => {
  const exam = (url: string, payload: object) =>
    app.inject({ method: 'POST', url: `/examapi/${url}`, headers: bearer(token), payload });
  const formId = (
    await exam('optical-forms', {
      name: `${spec.name} Formu`,
      fields: [
        { field: 'citizenId', start: 1, length: 11 },
        { field: 'fullName', start: 12, length: 20 },
        { field: 'booklet', start: 32, length: 1 },
        { field: 'answers', start: 33, length: 5, section: 'Türkçe' },
        { field: 'answers', start: 38, length: 4, section: 'Matematik' },
      ],
    })
  ).json().id as string;
  const examId = (
    await exam('exams', {
      name: spec.name,
      kind: 'TYT',
      date: '2026-11-15',
      opticalFormId: formId,
      penalty: 4,
      matching: 'CitizenId',
      baseScore: 100,
      branchIds: [spec.branchId],
      sections: [
        { name: 'Türkçe', questionCount: 5, coefficient: 2, keys: { A: 'ABCDE' } },
        { name: 'Matematik', questionCount: 4, coefficient: 3, keys: { A: 'ABCD' } },
      ],
    })
  ).json().id as string;
  const upload = await app.inject({
    method: 'POST',
    url: `/examapi/exams/${examId}/uploads`,
    headers: { ...bearer(token), 'content-type': 'text/plain' },
    payload: Buffer.from(
      spec.answers.map((a) => examLine(a.citizenId, a.name, a.turkish, a.maths)).join('\n'),
      'utf8',
    ),
  });
  if ((upload.json() as { scored: number }).scored !== spec.answers.length)
    throw new Error(`exam upload: ${upload.body}`);
  return examId;
};
