import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from '../../db/seed/demo-seed';
import { bearer, decodeClaims, signInAs } from '../../test/auth-helpers';
import { insertAccount } from '../../test/factories/accounts';
import { queryRows } from '../../test/sql';
import { setUpTestApp } from '../../test/test-app';
import { examApiCalls, type Json } from './exam.test-fixtures';

/** The exam setup screens' calls: own exam kinds, editing forms and exams (re-scored at once). */
const t = setUpTestApp({ founder: DEMO.founder });
let businessId: string;

const { api, ok } = examApiCalls(
  () => t.app,
  () => t.token.founder,
);
const auditCount = async (entity: string) =>
  (
    await queryRows<{ n: number }>(
      t.handle.db,
      sql`select count(*)::int as n from audit_log where entity = ${entity}`,
    )
  )[0]!.n;

/** Columns 1-5 student number, 6 booklet, 7-10 Türkçe (4 questions), 11-13 Matematik (3). */
const FIELDS = [
  { field: 'studentNumber', start: 1, length: 5 },
  { field: 'booklet', start: 6, length: 1 },
  { field: 'answers', start: 7, length: 4, section: 'Türkçe' },
  { field: 'answers', start: 11, length: 3, section: 'Matematik' },
];
let formId: string;
const examBody = (extra: Json = {}) => ({
  name: 'Haftalık Deneme',
  kind: 'Other',
  date: '2026-11-20',
  opticalFormId: formId,
  penalty: 4,
  matching: 'None',
  baseScore: 100,
  sections: [
    { name: 'Türkçe', questionCount: 4, coefficient: 2, keys: { A: 'ABCD', B: 'DCBA' } },
    { name: 'Matematik', questionCount: 3, coefficient: 1, keys: { A: 'ABC', B: 'CBA' } },
  ],
  ...extra,
});

beforeAll(async () => {
  businessId = decodeClaims(t.token.founder).biz as string;
  formId = (
    await ok('POST', 'optical-forms', { name: 'Kısa Form', fields: FIELDS, sampleLine: '00001AABCDABC' })
  ).id as string;
}, 120_000);

const type = (name: string, extra: Json = {}) => ({
  name,
  penalty: 3,
  baseScore: 194.752,
  sections: [
    { name: 'Türkçe', questionCount: 20, coefficient: 4 },
    { name: 'Matematik', questionCount: 20, coefficient: 4 },
  ],
  ...extra,
});

describe('exam kinds', () => {
  it('lists the ready-made kinds first, then the institution’s own; adds, changes and removes its own', async () => {
    const before = (await ok('GET', 'exam-types')) as unknown as { kind: string; builtIn: boolean }[];
    expect(before.slice(0, 4).map((k) => [k.kind, k.builtIn])).toEqual([
      ['TYT', true],
      ['AYT', true],
      ['YDT', true],
      ['LGS', true],
    ]);
    const audits = await auditCount('exam-type');
    const { id } = (await ok('POST', 'exam-types', type('Deneme 8. Sınıf'))) as { id: string };
    const listed = (await ok('GET', 'exam-types')) as unknown as Json[];
    expect(listed.find((k) => k.id === id)).toEqual({
      id,
      kind: 'Other',
      label: 'Deneme 8. Sınıf',
      builtIn: false,
      penalty: 3,
      baseScore: 194.752,
      sections: [
        { name: 'Türkçe', questionCount: 20, coefficient: 4 },
        { name: 'Matematik', questionCount: 20, coefficient: 4 },
      ],
    });
    await ok('PUT', `exam-types/${id}`, type('Deneme 8. Sınıf', { penalty: 0, baseScore: 0 }));
    const changed = ((await ok('GET', 'exam-types')) as unknown as Json[]).find((k) => k.id === id)!;
    expect([changed.penalty, changed.baseScore]).toEqual([0, 0]);
    await ok('DELETE', `exam-types/${id}`);
    expect(((await ok('GET', 'exam-types')) as unknown as Json[]).some((k) => k.id === id)).toBe(false);
    expect(await auditCount('exam-type')).toBe(audits + 3);
  });

  it('refuses a kind named like a ready-made one, a section twice and a name already taken', async () => {
    const builtIn = await api('POST', 'exam-types', type('tyt'));
    expect(builtIn.status).toBe(400);
    expect(builtIn.body.errors).toEqual(['name: "TYT" hazır bir sınav türüdür; başka bir ad yazınız.']);
    const twice = await api(
      'POST',
      'exam-types',
      type('İki Kez', {
        sections: [
          { name: 'Fen', questionCount: 5, coefficient: 1 },
          { name: 'Fen', questionCount: 5, coefficient: 1 },
        ],
      }),
    );
    expect(twice.status).toBe(400);
    expect(twice.body.errors).toEqual(['sections[1].name: "Fen" bölümü iki kez yazılmış.']);
    await ok('POST', 'exam-types', type('Hafta Sonu'));
    const taken = await api('POST', 'exam-types', type('HAFTA SONU'));
    expect(taken.status).toBe(400);
  });

  it('keeps the business’s kinds to business-wide accounts; another business sees none', async () => {
    const { id } = (await ok('POST', 'exam-types', type('Şube Dışı'))) as { id: string };
    await insertAccount(t.handle.db, 'tur.mudur@demo.test', {
      businessId,
      branchId: decodeClaims(t.token.founder).br as string,
      role: 'Manager',
    });
    const manager = (await signInAs(t.app, 'tur.mudur@demo.test')).token;
    const seen = (await api('GET', 'exam-types', undefined, manager)).body as unknown as Json[];
    expect(seen.some((k) => k.id === id)).toBe(true);
    expect((await api('PUT', `exam-types/${id}`, type('Değişti'), manager)).status).toBe(403);
    expect((await api('DELETE', `exam-types/${id}`, undefined, manager)).status).toBe(403);
    const other = (await signInAs(t.app, DEMO.otherManager)).token;
    const theirs = (await api('GET', 'exam-types', undefined, other)).body as unknown as Json[];
    expect(theirs.some((k) => k.id === id)).toBe(false);
    expect((await api('PUT', `exam-types/${id}`, type('Değişti'), other)).status).toBe(404);
    expect((await api('DELETE', `exam-types/${id}`, undefined, other)).status).toBe(404);
  });
});

describe('optical forms', () => {
  it('changes a form, refuses a layout an exam cannot read and deleting a form in use', async () => {
    const spare = (await ok('POST', 'optical-forms', { name: 'Yedek', fields: FIELDS })).id as string;
    await ok('PUT', `optical-forms/${spare}`, { name: 'Yedek 2', fields: FIELDS.slice(0, 3) });
    expect(((await ok('GET', `optical-forms/${spare}`)) as { name: string }).name).toBe('Yedek 2');
    const overlap = await api('PUT', `optical-forms/${spare}`, {
      name: 'Yedek 2',
      fields: [
        { field: 'studentNumber', start: 1, length: 5 },
        { field: 'booklet', start: 5, length: 1 },
      ],
    });
    expect(overlap.status).toBe(400);
    expect(overlap.body.errors).toEqual([
      'fields[1].start: 2. alan (5-5. sütunlar) 1. alanla (1-5. sütunlar) çakışıyor.',
    ]);
    await ok('DELETE', `optical-forms/${spare}`);
    expect((await api('GET', `optical-forms/${spare}`)).status).toBe(404);

    await ok('POST', 'exams', examBody({ name: 'Form Kullanan' }));
    const used = await api('DELETE', `optical-forms/${formId}`);
    expect(used.status).toBe(400);
    expect(used.body.message).toBe('Bu optik form bir sınavda kullanıldığı için silinemez.');
    const narrow = await api('PUT', `optical-forms/${formId}`, {
      name: 'Kısa Form',
      fields: [...FIELDS.slice(0, 3), { field: 'answers', start: 11, length: 2, section: 'Matematik' }],
    });
    expect(narrow.status).toBe(400);
    expect(narrow.body.errors).toEqual([
      'fields.questionCount: "Form Kullanan" sınavı: "Matematik" bölümünün 3 sorusu var; optik formdaki cevap alanı 2 sütun.',
    ]);
  });
});

describe('editing an exam', () => {
  type Row = { fullName: string; score: number; totalNet: number; rank: { business: number } };
  const results = async (id: string) =>
    ((await ok('GET', `exams/${id}/results?_pageSize=100`)) as unknown as { _data: Row[] })._data;

  it('saves new keys and coefficients and re-scores the read sheets in the same call, audited', async () => {
    const id = (await ok('POST', 'exams', examBody())).id as string;
    const outcome = (
      await queryRows<{ id: string }>(t.handle.db, sql`select gen_random_uuid()::text as id`)
    )[0]!.id;
    // An outcome stored by the outcomes screen: the setup form does not send it and it stays.
    await t.handle.db.execute(
      sql`update exams set sections = jsonb_set(sections, '{0,outcomes}', ${JSON.stringify([outcome])}::jsonb) where id = ${id}`,
    );
    const file = ['00001AABCDABC', '00002BDCBAAAA', '00003AAB  C B'].join('\n');
    const up = await t.app.inject({
      method: 'POST',
      url: `/examapi/exams/${id}/uploads`,
      headers: { ...bearer(t.token.founder), 'content-type': 'text/plain' },
      payload: file,
    });
    expect(up.json()).toMatchObject({ scored: 3 });
    // Line 1 (A): all correct: 4 and 3 -> 100 + 2*4 + 1*3 = 111.
    // Line 2 (B): Türkçe 4 correct; Matematik AAA vs CBA: 1 correct 2 wrong -> 0,5 -> 100 + 8 + 0,5 = 108,5.
    // Line 3 (A): Türkçe AB, 2 blank -> 2; Matematik "C B" vs ABC: 1 wrong, 1 blank, 1 wrong -> -0,5 -> 103,5.
    expect((await results(id)).map((r) => r.score)).toEqual([111, 108.5, 103.5]);

    const audits = await auditCount('exam');
    const changed = examBody({
      name: 'Haftalık Deneme (düzeltildi)',
      penalty: 0,
      baseScore: 0,
      sections: [
        { name: 'Türkçe', questionCount: 4, coefficient: 1, keys: { A: 'ABCD', B: 'DCBA' } },
        { name: 'Matematik', questionCount: 3, coefficient: 10, keys: { A: 'CBC', B: 'AAA' } },
      ],
    });
    const saved = await ok('PUT', `exams/${id}`, changed);
    expect(saved.message).toBe('Sınav kaydedildi; sonuçlar yeniden puanlandı.');
    // Penalty 0, base 0. Line 1: Türkçe 4; Matematik ABC vs CBC: 2 correct -> 4 + 20 = 24.
    // Line 2 (B): 4; AAA vs AAA: 3 -> 4 + 30 = 34. Line 3: 2; "C B" vs CBC: C correct, blank, B wrong -> 2 + 10 = 12.
    const after = await results(id);
    expect(after.map((r) => [r.score, r.rank.business])).toEqual([
      [34, 1],
      [24, 2],
      [12, 3],
    ]);
    expect(await auditCount('exam')).toBe(audits + 1);
    const exam = (await ok('GET', `exams/${id}`)) as {
      name: string;
      penalty: number;
      sections: { outcomes: (string | null)[] }[];
    };
    expect([exam.name, exam.penalty]).toEqual(['Haftalık Deneme (düzeltildi)', 0]);
    expect(exam.sections[0]!.outcomes).toEqual([outcome]);
  });

  it('keeps the layout of an exam whose lines are read, and checks keys as a new exam does', async () => {
    const id = (await ok('POST', 'exams', examBody({ name: 'Düzeni Sabit' }))).id as string;
    await t.app.inject({
      method: 'POST',
      url: `/examapi/exams/${id}/uploads`,
      headers: { ...bearer(t.token.founder), 'content-type': 'text/plain' },
      payload: '00001AABCDABC',
    });
    const body = examBody({ name: 'Düzeni Sabit' });
    body.sections[1]!.questionCount = 2;
    body.sections[1]!.keys = { A: 'AB', B: 'BA' };
    const frozen = await api('PUT', `exams/${id}`, body);
    expect(frozen.status).toBe(400);
    expect(frozen.body.message).toBe(
      'Okunmuş sonuçları olan sınavın optik formu, öğrenci eşleştirmesi ve bölümleri (adları, sırası, soru sayıları) değiştirilemez.',
    );
    const shortKey = examBody({ name: 'Düzeni Sabit' });
    shortKey.sections[0]!.keys = { A: 'ABC', B: 'DCBA' };
    const bad = await api('PUT', `exams/${id}`, shortKey);
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual([
      'sections[0].keys.A: "Türkçe" bölümünün A kitapçığı cevap anahtarı 4 harf olmalıdır; 3 harf girildi.',
    ]);
    expect(((await ok('GET', `exams/${id}`)) as { name: string }).name).toBe('Düzeni Sabit');
  });

  it('changes the sections of an exam without read lines and drops cancellations that no longer fit', async () => {
    const id = (await ok('POST', 'exams', examBody({ name: 'Taslak' }))).id as string;
    await ok('POST', `exams/${id}/cancellations`, { section: 'Matematik', question: 3, rule: 'AllCorrect' });
    await ok('POST', `exams/${id}/cancellations`, { section: 'Türkçe', question: 1, rule: 'AllBlank' });
    const body = examBody({ name: 'Taslak' });
    body.sections[1]!.questionCount = 2;
    body.sections[1]!.keys = { A: 'AB', B: 'BA' };
    expect((await ok('PUT', `exams/${id}`, body)).message).toBe('Sınav kaydedildi.');
    const exam = (await ok('GET', `exams/${id}`)) as { cancellations: { section: string }[] };
    expect(exam.cancellations.map((c) => c.section)).toEqual(['Türkçe']);
  });

  it('sorts the list by name or date on the server', async () => {
    const byName = (await ok('GET', 'exams?_sort=name&_order=asc&_pageSize=100')) as unknown as {
      _data: { name: string }[];
    };
    const names = byName._data.map((e) => e.name);
    expect(names[0]).toBe('Düzeni Sabit');
    expect((await api('GET', 'exams?_sort=score')).status).toBe(400);
  });
});
