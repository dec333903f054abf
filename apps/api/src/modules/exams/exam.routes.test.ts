import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from '../../db/seed/demo-seed';
import { bearer, decodeClaims, signInAs } from '../../test/auth-helpers';
import { insertAccount } from '../../test/factories/accounts';
import { citizenIdFrom, registerStudent } from '../../test/factories/students';
import { queryRows } from '../../test/sql';
import { setUpTestApp } from '../../test/test-app';
import { examApiCalls, type Json, otherBranchSchool, placeInClass } from './exam.test-fixtures';

/**
 * The exam API through /examapi with a hand-made reader file. Every net and score asserted
 * below is computed by hand in the comments next to the lines.
 */
const t = setUpTestApp();
let token: string;
let businessId: string;
let branchId: string;
const citizen: string[] = [];
const number: number[] = [];
const ids: string[] = [];
let classA: string;
let classB: string;

const { api, ok, upload } = examApiCalls(
  () => t.app,
  () => token,
);
const countRows = async (table: string) =>
  (
    await queryRows<{ n: number }>(t.handle.db, sql`select count(*)::int as n from ${sql.identifier(table)}`)
  )[0]!.n;

/**
 * The form: columns 1-11 citizen id, 12-16 student number, 17-36 name (20), 37 booklet,
 * 38 absent (G), 39-43 Türkçe (5 questions), 44-47 Matematik (4 questions): 47 columns.
 */
const FIELDS = [
  { field: 'citizenId', start: 1, length: 11 },
  { field: 'studentNumber', start: 12, length: 5 },
  { field: 'fullName', start: 17, length: 20 },
  { field: 'booklet', start: 37, length: 1 },
  { field: 'absent', start: 38, length: 1 },
  { field: 'answers', start: 39, length: 5, section: 'Türkçe' },
  { field: 'answers', start: 44, length: 4, section: 'Matematik' },
];
const line = (
  cid: string,
  no: string,
  name: string,
  booklet: string,
  absent: string,
  tr: string,
  mat: string,
) =>
  `${cid.padEnd(11)}${no.padStart(5, '0').slice(0, 5)}${name.padEnd(20).slice(0, 20)}${booklet}${absent}${tr}${mat}`;

let formId: string;
const examBody = (extra: Json = {}) => ({
  name: 'TYT Deneme 1',
  kind: 'TYT',
  date: '2026-11-22',
  opticalFormId: formId,
  penalty: 4,
  matching: 'CitizenId',
  baseScore: 100,
  sections: [
    { name: 'Türkçe', questionCount: 5, coefficient: 2, keys: { A: 'ABCDE', B: 'EDCBA' } },
    { name: 'Matematik', questionCount: 4, coefficient: 3, keys: { A: 'ABCD', B: 'DCBA' } },
  ],
  ...extra,
});

beforeAll(async () => {
  // A business-wide account working in Beşiktaş, whose lesson times are still free.
  const other = await otherBranchSchool(t, 'genel.sinav@demo.test', ' E');
  businessId = other.businessId;
  token = other.token;
  ({ branchId, classA, classB } = other.school);
  for (let i = 1; i <= 5; i++) {
    const s = await registerStudent(t.app, token, branchId, 800 + i);
    ids.push(s.id);
    number.push(s.studentNo);
    citizen.push(citizenIdFrom(800 + i));
  }
  await placeInClass(t.app, token, classA, ids.slice(0, 2));
  await placeInClass(t.app, token, classB, ids.slice(2, 4));
  formId = (await ok('POST', 'optical-forms', { name: 'Deneme Formu', fields: FIELDS })).id as string;
}, 120_000);

type Result = {
  studentId: string | null;
  fullName: string;
  booklet: string;
  sections: { name: string; correct: number; wrong: number; blank: number; net: number }[];
  totalNet: number;
  score: number;
  rank: { class: number | null; branch: number | null; business: number | null };
};
const resultsOf = async (examId: string, query = '') =>
  (await ok('GET', `exams/${examId}/results?_pageSize=100${query}`)) as unknown as {
    _data: Result[];
    _totalData: number;
  };
const byStudent = (rows: Result[], i: number) => rows.find((r) => r.studentId === ids[i])!;
const nets = (r: Result) => r.sections.map((s) => [s.correct, s.wrong, s.blank, s.net]);

describe('an exam with two booklets and penalty 4, scored from a UTF-8 reader file', () => {
  let examId: string;
  // Keys: booklet A Türkçe ABCDE, Matematik ABCD; booklet B Türkçe EDCBA, Matematik DCBA.
  // Score = 100 + 2 × Türkçe net + 3 × Matematik net.
  const file = () =>
    `${[
      // 1. S1 (9-A), A: Türkçe 5 correct = 5; Matematik 4 correct = 4. Score 100 + 10 + 12 = 122.
      line(citizen[0]!, '1', 'Deniz Aksoy', 'A', ' ', 'ABCDE', 'ABCD'),
      // 2. S2 (9-A), B: Türkçe EDC + 2 blank = 3c 0w 2b, net 3; Matematik D C ok, A B wrong = 2c 2w,
      //    net 2 - 2/4 = 1,5. Score 100 + 6 + 4,5 = 110,5.
      line(citizen[1]!, '2', 'Ece Yıldız', 'B', ' ', 'EDC  ', 'DCAB'),
      // 3. S3 (9-B), A: Türkçe a(=A) ok, B ok, * invalid = wrong, D ok, X invalid = wrong: 3c 2w,
      //    net 3 - 2/4 = 2,5. Matematik all blank: 0. Score 100 + 5 + 0 = 105.
      line(citizen[2]!, '3', 'Can Demir', 'A', ' ', 'aB*DX', '    '),
      // 4. S4 (9-B), A: Türkçe ABC + 2 blank = 3; Matematik A B ok, D C wrong = 1,5.
      //    Score 100 + 6 + 4,5 = 110,5: the same as S2 with the other booklet, so they share rank 2.
      line(citizen[3]!, '4', 'Ali Kaya', 'A', ' ', 'ABC  ', 'ABDC'),
      // 5. Line 1 read twice: a duplicate, listed and skipped.
      line(citizen[0]!, '1', 'Deniz Aksoy', 'A', ' ', 'ABCDE', 'ABCD'),
      // 6. A citizen id no student has: waits for a hand match.
      line(citizenIdFrom(990), '9', 'Bilinmeyen Öğrenci', 'A', ' ', 'ABCDE', 'ABCD'),
      // 7. Booklet C has no key: an error.
      line(citizen[4]!, '5', 'Zeynep Ak', 'C', ' ', 'ABCDE', 'ABCD'),
      // 8. Shorter than the form's 47 columns: an error.
      line(citizen[4]!, '5', 'Zeynep Ak', 'A', ' ', 'AB', ''),
      // 9. S1 again on another sheet: already matched by line 1, waits for a hand match.
      line(citizen[0]!, '1', 'Deniz Aksoy', 'A', ' ', 'EEEEE', 'AAAA'),
      // 10. S5 did not attend (G): absent, neither scored nor ranked.
      line(citizen[4]!, '5', 'Zeynep Ak', 'A', 'G', '     ', '    '),
    ].join('\r\n')}\r\n`;

  it('reads every line: scores 4, lists the bad ones with reasons, keeps 2 for hand matching', async () => {
    examId = (await ok('POST', 'exams', examBody())).id as string;
    const res = await upload(examId, Buffer.from(file(), 'utf8'));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ lines: 10, scored: 4, unmatched: 2, absent: 1, encoding: 'utf-8' });
    expect(res.body.errors).toEqual([
      { line: 5, reason: '1. satırın aynısı: sayfa iki kez okunmuş.' },
      { line: 7, reason: '"C" kitapçığı için cevap anahtarı yok.' },
      { line: 8, reason: 'Satır optik formdan kısa: 40 karakter, en az 47 karakter olmalı.' },
    ]);
    expect(res.body.unmatchedLines).toEqual([
      { line: 6, reason: `Bu T.C. kimlik numarası (${citizenIdFrom(990)}) ile öğrenci bulunamadı.` },
      { line: 9, reason: 'Öğrenci 1. satırda zaten eşleşti.' },
    ]);
  });

  it('answers the results with nets, scores and ranks (ties 1, 2, 2, 4), ordered by rank', async () => {
    const { _data, _totalData } = await resultsOf(examId);
    expect(_totalData).toBe(5);
    expect(_data.map((r) => r.rank.business)).toEqual([1, 2, 2, 4, null]);
    expect(nets(byStudent(_data, 0))).toEqual([
      [5, 0, 0, 5],
      [4, 0, 0, 4],
    ]);
    expect(byStudent(_data, 0)).toMatchObject({
      totalNet: 9,
      score: 122,
      rank: { class: 1, branch: 1, business: 1 },
    });
    expect(nets(byStudent(_data, 1))).toEqual([
      [3, 0, 2, 3],
      [2, 2, 0, 1.5],
    ]);
    expect(byStudent(_data, 1)).toMatchObject({ booklet: 'B', totalNet: 4.5, score: 110.5 });
    expect(byStudent(_data, 1).rank).toEqual({ class: 2, branch: 2, business: 2 });
    expect(nets(byStudent(_data, 2))).toEqual([
      [3, 2, 0, 2.5],
      [0, 0, 4, 0],
    ]);
    expect(byStudent(_data, 2)).toMatchObject({ score: 105, rank: { class: 2, branch: 4, business: 4 } });
    expect(byStudent(_data, 3)).toMatchObject({ score: 110.5, rank: { class: 1, branch: 2, business: 2 } });
    expect(byStudent(_data, 4)).toMatchObject({ fullName: 'Zeynep Ak', rank: { business: null } });
    // The class filter and the search.
    const inB = await resultsOf(examId, `&classId=${classB}`);
    expect(inB._data.map((r) => r.studentId)).toEqual([ids[3], ids[2]]);
    const found = await resultsOf(examId, '&_searchTerm=yildiz');
    expect(found._data.map((r) => r.studentId)).toEqual([ids[1]]);
  });

  it('matches a waiting line by hand: scored at once, ranks follow', async () => {
    const waiting = (await ok('GET', `exams/${examId}/unmatched`)) as {
      _data: { id: string; line: number }[];
    };
    expect(waiting._data.map((l) => l.line)).toEqual([6, 9]);
    // Line 9 to S1 again: refused, S1 is matched.
    const again = await api('POST', `exams/${examId}/lines/${waiting._data[1]!.id}/match`, {
      studentId: ids[0],
    });
    expect(again.status).toBe(400);
    expect(again.body.message).toBe('Bu öğrenci bu sınavda zaten eşleşmiş.');
    // Line 6 to S5? S5 is matched as absent; a fresh student of 9-A instead.
    const s6 = await registerStudent(t.app, token, branchId, 806);
    await placeInClass(t.app, token, classA, [s6.id]);
    const matched = await ok('POST', `exams/${examId}/lines/${waiting._data[0]!.id}/match`, {
      studentId: s6.id,
    });
    // Line 6: booklet A, all correct: 5 and 4, score 122, the same as S1: both rank 1.
    expect(matched).toMatchObject({ totalNet: 9, score: 122, rank: { class: 1, business: 1 } });
    const { _data } = await resultsOf(examId);
    expect(_data.map((r) => r.rank.business)).toEqual([1, 1, 3, 3, 5, null]);
    const left = (await ok('GET', `exams/${examId}/unmatched`)) as { _totalData: number };
    expect(left._totalData).toBe(1);
  });

  it('re-scores on each cancellation rule and back when it is removed', async () => {
    const s3 = async () => byStudent((await resultsOf(examId))._data, 2);
    const tryCancel = (body: Json) => api('POST', `exams/${examId}/cancellations`, body);
    const cancel = (body: Json) => ok('POST', `exams/${examId}/cancellations`, body);
    const remove = (section: string, question: number) =>
      ok(
        'DELETE',
        `exams/${examId}/cancellations?section=${encodeURIComponent(section)}&question=${question}`,
      );
    // S3 Türkçe aB*DX against ABCDE: 3c 2w, net 2,5.
    // AllCorrect on q3 (S3 marked *): 4c 1w, net 3,75; score 100 + 7,5 = 107,5.
    await cancel({ section: 'Türkçe', question: 3, rule: 'AllCorrect' });
    expect(nets(await s3())[0]).toEqual([4, 1, 0, 3.75]);
    expect((await s3()).score).toBe(107.5);
    // AllBlank on q3 replaces it: 3c 1w 1b, net 2,75.
    await cancel({ section: 'Türkçe', question: 3, rule: 'AllBlank' });
    expect(nets(await s3())[0]).toEqual([3, 1, 1, 2.75]);
    // AllCancelled on q3: left out: 3c 1w 0b, net 2,75.
    await cancel({ section: 'Türkçe', question: 3, rule: 'AllCancelled' });
    expect(nets(await s3())[0]).toEqual([3, 1, 0, 2.75]);
    expect(await ok('GET', `exams/${examId}/cancellations`)).toEqual([
      { section: 'Türkçe', question: 3, rule: 'AllCancelled', options: null },
    ]);
    await remove('Türkçe', 3);
    // OptionsCorrect on q2 with CD: S3 marked B, now wrong: 2c 3w, net 2 - 3/4 = 1,25.
    // S2 (booklet B) marked D on q2: correct, Türkçe stays 3. S4 marked B: 2c 1w 2b, 1,75.
    await cancel({ section: 'Türkçe', question: 2, rule: 'OptionsCorrect', options: 'dc' });
    const { _data } = await resultsOf(examId);
    expect(nets(byStudent(_data, 2))[0]).toEqual([2, 3, 0, 1.25]);
    expect(nets(byStudent(_data, 1))[0]).toEqual([3, 0, 2, 3]);
    expect(nets(byStudent(_data, 3))[0]).toEqual([2, 1, 2, 1.75]);
    // S2 110,5; S4 100 + 3,5 + 4,5 = 108: the tie is broken, S2 ranks 3 and S4 4.
    expect(byStudent(_data, 1).rank.business).toBe(3);
    expect(byStudent(_data, 3)).toMatchObject({ score: 108, rank: { business: 4 } });
    expect(await ok('GET', `exams/${examId}/cancellations`)).toEqual([
      { section: 'Türkçe', question: 2, rule: 'OptionsCorrect', options: 'CD' },
    ]);
    await remove('Türkçe', 2);
    expect(nets(await s3())[0]).toEqual([3, 2, 0, 2.5]);
    // Removing what is not there, a question past the section, OptionsCorrect without options: 4xx.
    expect(
      (await api('DELETE', `exams/${examId}/cancellations?section=T%C3%BCrk%C3%A7e&question=2`)).status,
    ).toBe(404);
    const past = await tryCancel({ section: 'Türkçe', question: 6, rule: 'AllCorrect' });
    expect(past.status).toBe(400);
    expect(past.body.errors).toEqual(['question: "Türkçe" bölümünde 5 soru var; 6. soru yok.']);
    const noOptions = await tryCancel({ section: 'Türkçe', question: 1, rule: 'OptionsCorrect' });
    expect(noOptions.status).toBe(400);
    expect(noOptions.body.errors).toEqual(['options: Doğru sayılacak şıkları giriniz (ör. AB).']);
  });
});

describe('an exam with one booklet and penalty 3, matched by student number, from a Windows-1254 file', () => {
  it('detects the encoding, reads Ş İ Ğ in names and keeps thirds exact', async () => {
    const examId = (
      await ok(
        'POST',
        'exams',
        examBody({
          name: 'LGS Deneme',
          kind: 'LGS',
          penalty: 3,
          matching: 'StudentNumber',
          baseScore: 0,
          sections: [
            { name: 'Türkçe', questionCount: 5, coefficient: 1, keys: { A: 'ABCDE' } },
            { name: 'Matematik', questionCount: 4, coefficient: 1, keys: { A: 'ABCD' } },
          ],
        }),
      )
    ).id as string;
    const text = [
      // S1, booklet column blank = A (one booklet): Türkçe ABCEE 4c 1w, net 4 - 1/3 = 3,67;
      // Matematik 4. Score 0 + 3,666… + 4 = 7,67.
      line('', String(number[0]), 'ŞEYMA İLGİN', ' ', ' ', 'ABCEE', 'ABCD'),
      // S2: Türkçe BBBBB 1c 4w, net 1 - 4/3 = -0,33; Matematik blank. Score -0,33.
      line('', String(number[1]), 'ĞÖKÇE IŞIK', 'A', ' ', 'BBBBB', '    '),
    ].join('\n');
    const res = await upload(examId, toWindows1254(text));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      lines: 2,
      scored: 2,
      unmatched: 0,
      encoding: 'windows-1254',
      errors: [],
    });
    const { _data } = await resultsOf(examId);
    expect(_data.map((r) => [r.fullName, r.totalNet, r.score, r.rank.business])).toEqual([
      ['ŞEYMA İLGİN', 7.67, 7.67, 1],
      ['ĞÖKÇE IŞIK', -0.33, -0.33, 2],
    ]);
    expect(nets(_data[0]!)).toEqual([
      [4, 1, 0, 3.67],
      [4, 0, 0, 4],
    ]);
    // A second file: S3 with every answer right scores 9 and goes first; the earlier sheets move down.
    const second = await upload(examId, line('', String(number[2]), 'CAN DEMİR', 'A', ' ', 'ABCDE', 'ABCD'));
    expect(second.body).toMatchObject({ lines: 1, scored: 1, encoding: 'utf-8' });
    const after = await resultsOf(examId);
    expect(after._data.map((r) => [r.fullName, r.score, r.rank.business])).toEqual([
      ['CAN DEMİR', 9, 1],
      ['ŞEYMA İLGİN', 7.67, 2],
      ['ĞÖKÇE IŞIK', -0.33, 3],
    ]);
  });
});

/** Windows-1254 bytes of a text (Turkish letters and ASCII only). */
const toWindows1254 = (text: string): Buffer => {
  const map: Record<string, number> = {
    Ş: 0xde,
    ş: 0xfe,
    İ: 0xdd,
    ı: 0xfd,
    Ğ: 0xd0,
    ğ: 0xf0,
    Ö: 0xd6,
    ö: 0xf6,
    Ç: 0xc7,
    ç: 0xe7,
    Ü: 0xdc,
    ü: 0xfc,
  };
  return Buffer.from([...text].map((c) => map[c] ?? c.charCodeAt(0)));
};

describe('bad input: a Turkish 400 naming the field or line, nothing saved', () => {
  it('refuses a key whose length differs from the question count', async () => {
    const before = await countRows('exams');
    const body = examBody();
    body.sections[1]!.keys = { A: 'ABCD', B: 'DCB' };
    const res = await api('POST', 'exams', body);
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([
      'sections[1].keys.B: "Matematik" bölümünün B kitapçığı cevap anahtarı 4 harf olmalıdır; 3 harf girildi.',
    ]);
    expect(await countRows('exams')).toBe(before);
  });

  it('refuses overlapping ranges and ranges outside the sample line', async () => {
    const before = await countRows('exam_optical_forms');
    const overlap = await api('POST', 'optical-forms', {
      name: 'Hatalı',
      fields: [
        { field: 'citizenId', start: 1, length: 11 },
        { field: 'fullName', start: 10, length: 20 },
      ],
    });
    expect(overlap.status).toBe(400);
    expect(overlap.body.errors).toEqual([
      'fields[1].start: 2. alan (10-29. sütunlar) 1. alanla (1-11. sütunlar) çakışıyor.',
    ]);
    const outside = await api('POST', 'optical-forms', {
      name: 'Hatalı',
      sampleLine: '12345678901Deniz',
      fields: [
        { field: 'citizenId', start: 1, length: 11 },
        { field: 'answers', start: 12, length: 40, section: 'Türkçe' },
      ],
    });
    expect(outside.status).toBe(400);
    expect(outside.body.errors).toEqual([
      'fields[1].start: 2. alan: 12-51. sütunlar örnek satırın dışında (satır 16 karakter).',
    ]);
    expect(await countRows('exam_optical_forms')).toBe(before);
  });

  it('refuses a file in neither encoding and an empty file', async () => {
    const examId = (await ok('POST', 'exams', examBody({ name: 'Boş Dosya Sınavı' }))).id as string;
    const before = [await countRows('exam_uploads'), await countRows('exam_results')];
    // 0x81 is undefined in Windows-1254 and not UTF-8.
    const neither = await upload(examId, Buffer.from([0x41, 0x0a, 0x42, 0x81, 0x43]));
    expect(neither.status).toBe(400);
    expect(neither.body.errors).toEqual([
      'Dosya, 2. satır: Dosya UTF-8 veya Windows-1254 (Türkçe) olarak okunamadı. Lütfen optik okuyucunun metin dosyasını yükleyiniz.',
    ]);
    for (const empty of [Buffer.alloc(0), Buffer.from('\r\n\r\n')]) {
      const res = await upload(examId, empty);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('Yüklenen dosya boş. Lütfen optik okuyucunun dosyasını seçiniz.');
    }
    const json = await api('POST', `exams/${examId}/uploads`, { file: 'x' });
    expect(json.status).toBe(400);
    expect(json.body.message).toBe('Lütfen optik okuyucu dosyasını seçiniz.');
    expect([await countRows('exam_uploads'), await countRows('exam_results')]).toEqual(before);
  });

  it('takes the file as a multipart upload too', async () => {
    const examId = (await ok('POST', 'exams', examBody({ name: 'Çok Parçalı', matching: 'None' })))
      .id as string;
    const boundary = '----sinav';
    const body = [
      `--${boundary}`,
      'Content-Disposition: form-data; name="file"; filename="okuyucu.txt"',
      'Content-Type: text/plain',
      '',
      line('', '1', 'Deniz Aksoy', 'B', ' ', 'EDCBA', 'DCBA'),
      `--${boundary}--`,
      '',
    ].join('\r\n');
    const res = await t.app.inject({
      method: 'POST',
      url: `/examapi/exams/${examId}/uploads`,
      headers: { ...bearer(token), 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: body,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ lines: 1, scored: 1 });
    // Booklet B, all correct: 5 and 4, score 122; no student (matching none).
    const { _data } = await resultsOf(examId);
    expect(_data).toMatchObject([
      { studentId: null, fullName: 'Deniz Aksoy', score: 122, rank: { business: 1 } },
    ]);
  });
});

describe('who reaches the exam API', () => {
  it('refuses teachers, parents and students; keeps a branch manager to his branch', async () => {
    const claims = decodeClaims(token);
    const [other] = await queryRows<{ id: string }>(
      t.handle.db,
      sql`select id::text as id from branches where business_id = ${businessId} and id <> ${branchId} limit 1`,
    );
    await insertAccount(t.handle.db, 'sinav.ogretmen@demo.test', { businessId, branchId, role: 'Teacher' });
    await insertAccount(t.handle.db, 'sinav.veli@demo.test', { businessId, branchId, role: 'Parent' });
    await insertAccount(t.handle.db, 'sinav.ogrenci@demo.test', {
      businessId,
      branchId,
      role: 'Student',
      studentId: ids[0],
    });
    await insertAccount(t.handle.db, 'sinav.mudur@demo.test', {
      businessId,
      branchId: other!.id,
      role: 'Manager',
    });
    const own = (await ok('POST', 'exams', examBody({ name: 'Şube Sınavı', branchIds: [claims.br] })))
      .id as string;
    const chain = (await ok('POST', 'exams', examBody({ name: 'Zincir Sınavı' }))).id as string;
    for (const email of ['sinav.ogretmen@demo.test', 'sinav.veli@demo.test', 'sinav.ogrenci@demo.test']) {
      const as = (await signInAs(t.app, email)).token;
      for (const url of ['exams', `exams/${own}/results`, 'optical-forms']) {
        const res = await api('GET', url, undefined, as);
        expect(res.status, `${email} ${url}`).toBe(403);
        expect(res.body.message).toBe('Bu işlem için yetkiniz bulunmuyor.');
      }
      expect((await upload(own, 'x', as)).status).toBe(403);
    }
    const manager = (await signInAs(t.app, 'sinav.mudur@demo.test')).token;
    const list = (await api('GET', 'exams?_pageSize=100', undefined, manager)).body as {
      _data: { id: string }[];
    };
    expect(list._data.map((e) => e.id)).toContain(chain);
    expect(list._data.map((e) => e.id)).not.toContain(own);
    expect((await api('GET', `exams/${own}`, undefined, manager)).status).toBe(404);
    expect((await api('GET', `exams/${own}/results`, undefined, manager)).status).toBe(404);
    expect((await upload(own, 'x', manager)).status).toBe(404);
    const chainUpload = await upload(
      chain,
      line(citizen[0]!, '1', 'Deniz', 'A', ' ', 'ABCDE', 'ABCD'),
      manager,
    );
    expect(chainUpload.status).toBe(403);
    expect(chainUpload.body.message).toBe(
      'Birden çok şubenin sınavını yalnızca kurum genelinde yetkili hesaplar değiştirebilir.',
    );
    // The founder's upload to the chain exam: the other branch's manager sees none of it.
    await upload(chain, line(citizen[0]!, '1', 'Deniz', 'A', ' ', 'ABCDE', 'ABCD'));
    const seen = (await api('GET', `exams/${chain}/results`, undefined, manager)).body as {
      _totalData: number;
    };
    expect(seen._totalData).toBe(0);
    expect((await resultsOf(chain))._totalData).toBe(1);
  });
});

const putBodies = (): Record<string, object> => ({
  '/examapi/exams/:id': examBody(),
  '/examapi/optical-forms/:id': { name: 'Başka', fields: FIELDS },
  '/examapi/exam-types/:id': {
    name: 'Başka',
    penalty: 4,
    baseScore: 100,
    sections: [{ name: 'Türkçe', questionCount: 5, coefficient: 1 }],
  },
});

describe('another business', () => {
  it('reaches none of this business’s exams, forms, lines or results on any /examapi route', async () => {
    const other = (await signInAs(t.app, DEMO.otherManager)).token;
    const examId = (await ok('POST', 'exams', examBody({ name: 'Gizli Sınav' }))).id as string;
    await upload(examId, line(citizenIdFrom(991), '1', 'Gizli Öğrenci', 'A', ' ', 'ABCDE', 'ABCD'));
    const [waiting] = await queryRows<{ id: string }>(
      t.handle.db,
      sql`select id::text as id from exam_results where exam_id = ${examId} and not matched`,
    );
    const [uploadId] = await queryRows<{ id: string }>(
      t.handle.db,
      sql`select id::text as id from exam_uploads where exam_id = ${examId}`,
    );
    // The learning-outcome pools are the provider's, kept by admins (403 to a business's manager).
    const routes = t.app.routeTable.filter(
      (r) => r.url.startsWith('/examapi/') && r.url.includes(':') && !r.permission?.startsWith('admin.'),
    );
    expect(routes.length).toBeGreaterThan(8);
    for (const route of routes)
      for (const id of [examId, formId]) {
        const url = route.url
          .replace(':lineId', waiting!.id)
          .replace(':uploadId', uploadId!.id)
          .replace(':studentId', ids[0]!)
          .replace(':id', id);
        const res = await t.app.inject({
          method: route.method as 'GET',
          url:
            url.includes('cancellations') && route.method === 'DELETE' ? `${url}?section=T&question=1` : url,
          headers: bearer(other),
          ...(route.method === 'POST'
            ? { payload: { studentId: ids[0], section: 'Türkçe', question: 1, rule: 'AllCorrect' } }
            : {}),
          // A PUT's body passes its schema, so the answer is the record's, not the body's.
          ...(route.method === 'PUT' ? { payload: putBodies()[route.url] } : {}),
        });
        expect(res.statusCode, `${route.method} ${url}`).toBe(404);
        expect(res.body).not.toContain('Gizli');
      }
    const lists = ['exams', 'optical-forms'];
    for (const url of lists) {
      const res = await api('GET', `${url}?_pageSize=100`, undefined, other);
      expect(res.status).toBe(200);
      expect(res.body._totalData).toBe(0);
    }
  });
});
