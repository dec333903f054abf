import { inflateSync } from 'node:zlib';
import { addDays, todayInIstanbul } from '@panel/shared/common/dates';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeClaims } from '../../test/auth-helpers';
import { signInOtherBranchManager } from '../../test/factories/accounts';
import { call, setUpSchool } from '../../test/factories/education';
import { registerStudent } from '../../test/factories/students';
import { pdfText } from '../../test/pdf-text';
import { queryRows } from '../../test/sql';
import { createTestApp, type TestApp } from '../../test/test-app';
import { postFile, workbookOf } from '../../test/uploads';
import { assessmentTestCalls, channelInventory, pick, signInCounselor } from './assessment-test-fixtures';

/**
 * The parts of the inventories that leave the screen: the external link for people outside
 * the institution, the profile PDF for the family, the printed links with QR codes, and
 * questions imported from Excel.
 */
let t: TestApp;
let founder: string;
let counselor: string;
let otherCounselor: string;
const ids = { branchId: '', classA: '', ali: '', assessmentId: '', assignmentId: '' };
const today = todayInIstanbul();

const inventory = channelInventory('Öğrenme Şekli Ölçeği', 'AllOnOnePage', {
  gorsel: ['Görsel kanal zayıf.', 'Görsel öğrenmeyi seviyor; şemalar işe yarar.'],
  isitsel: ['İşitsel kanal zayıf; sesli tekrar az işe yarar.', 'İşitsel kanal güçlü.'],
});
const { as, anon, count } = assessmentTestCalls(() => t);

/** The rectangles a PDF's content streams draw (the `re` operator), across its deflated streams. */
const drawnRectangles = (pdf: Buffer): number => {
  const raw = pdf.toString('latin1');
  let total = 0;
  for (let at = raw.indexOf('stream\n'); at >= 0; at = raw.indexOf('stream\n', at + 1)) {
    if (raw.slice(at - 3, at) === 'end') continue;
    const end = raw.indexOf('endstream', at);
    try {
      const content = inflateSync(pdf.subarray(at + 7, end)).toString('latin1');
      total += (content.match(/ re\b/g) ?? []).length;
    } catch {
      // A font or an image stream that is not a deflated content stream.
    }
  }
  return total;
};

beforeAll(async () => {
  t = await createTestApp();
  const manager = await signInOtherBranchManager(t, 'genel.pay@demo.test');
  const { businessId } = manager;
  founder = manager.token;
  const school = await setUpSchool(t.app, founder, ' P');
  const ali = await registerStudent(t.app, founder, school.branchId, 91);
  await call(t.app, founder, 'POST', 'education/student/class', {
    schoolClassId: school.classA,
    studentIds: [ali.id],
  });
  Object.assign(ids, { branchId: school.branchId, classA: school.classA, ali: ali.id });
  counselor = await signInCounselor(t, 'rehber.pay@demo.test', businessId, school);
  otherCounselor = await signInCounselor(t, 'rehber2.pay@demo.test', businessId, school);
  const created = await as(counselor, 'POST', 'education/assessment', inventory);
  expect(created.statusCode).toBe(200);
  ids.assessmentId = created.json().id;
  const sent = await as(counselor, 'POST', 'education/student/assessment-assignment', {
    assessmentId: ids.assessmentId,
    target: 'Class',
    branchId: ids.branchId,
    schoolClassId: ids.classA,
    opensOn: today,
    closesOn: addDays(today, 7),
    sms: 'None',
  });
  expect(sent.statusCode).toBe(200);
  ids.assignmentId = sent.json().id;
}, 300_000);
afterAll(async () => t?.close());

describe('the external link for people outside the institution', () => {
  let shareToken = '';
  let externalId = '';
  const start = (body: object, token = shareToken) =>
    anon('POST', `assessment/external-profile/${token}/start`, body);

  it('is created on the assignment screen with its dates, and its page shows the inventory', async () => {
    const res = await as(counselor, 'POST', 'education/student/assessment-assignment/external', {
      assessmentId: ids.assessmentId,
      opensOn: today,
      closesOn: addDays(today, 14),
    });
    expect(res.statusCode).toBe(200);
    externalId = res.json().id;
    expect(res.json().url).toMatch(/\/assessment\/external-profile\/[A-Za-z0-9_-]{43}$/);
    shareToken = res.json().url.split('/external-profile/')[1];
    const links = (
      await as(counselor, 'GET', `education/student/assessment-assignment/${externalId}/links`)
    ).json();
    expect(links.shareUrl).toBe(res.json().url);
    expect(links.links).toEqual([]);
    const view = (await anon('GET', `assessment/external-profile/${shareToken}`)).json();
    expect(view).toMatchObject({ state: 'Open', name: 'Öğrenme Şekli Ölçeği' });
    expect(JSON.stringify(view)).not.toContain('points');
  });

  it('asks for a name and a mobile phone by the shared phone rule first', async () => {
    const before = await count('assessment_external_respondents');
    const noName = await start({ fullName: '', mobilePhone: '0532 111 22 33', relation: 'Parent' });
    expect(noName.statusCode).toBe(400);
    const landline = await start({
      fullName: 'Ayşe Yılmaz',
      mobilePhone: '0212 111 22 33',
      relation: 'Parent',
    });
    expect(landline.statusCode).toBe(400);
    expect(JSON.stringify(landline.json())).toMatch(/telefon/i);
    expect(await count('assessment_external_respondents')).toBe(before);
  });

  it('keeps the answers so far with the person, scores the one submission and refuses a second', async () => {
    const res = await start({
      fullName: 'Ayşe Yılmaz',
      mobilePhone: '+90 532 111 22 33',
      relation: 'Parent',
    });
    expect(res.statusCode).toBe(200);
    const token = res.json().token as string;
    expect((await anon('GET', `assessment/${token}`)).json()).toMatchObject({
      state: 'Open',
      firstName: 'Ayşe',
    });
    await anon('POST', `assessment/${token}/answers`, { answers: pick(['q1', 3]) });
    expect((await anon('GET', `assessment/${token}`)).json().answers).toEqual(pick(['q1', 3]));
    const scoresBefore = await count('assessment_scores');
    const partial = await anon('POST', `assessment/${token}/submit`, { answers: pick(['q1', 3]) });
    expect(partial.statusCode).toBe(400);
    expect(partial.json().message).toBe('Lütfen zorunlu soruları yanıtlayın: 2, 3, 4. soru.');
    expect(await count('assessment_scores')).toBe(scoresBefore);
    // Görsel: 3 + 5 = 8 (Yüksek); İşitsel: (1 + 2) / 2 = 1,5 (Düşük).
    const done = await anon('POST', `assessment/${token}/submit`, {
      answers: pick(['q1', 3], ['q2', 5], ['q3', 1], ['q4', 2]),
    });
    expect(done.statusCode).toBe(200);
    const again = await anon('POST', `assessment/${token}/submit`, {
      answers: pick(['q1', 1], ['q2', 1], ['q3', 1], ['q4', 1]),
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe('Bu form daha önce gönderildi. Yanıtlarınız için teşekkür ederiz.');
    const [person] = await queryRows<{ full_name: string; mobile_phone: string; relation: string }>(
      t.handle.db,
      sql`select full_name, mobile_phone, relation from assessment_external_respondents where mobile_phone = '0(532) 111 22 33'`,
    );
    expect(person).toEqual({
      full_name: 'Ayşe Yılmaz',
      mobile_phone: '0(532) 111 22 33',
      relation: 'Parent',
    });
  });

  it('refuses the same phone a second time once it has answered', async () => {
    const res = await start({ fullName: 'Ayşe Y.', mobilePhone: '05321112233', relation: 'Parent' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Bu telefon numarasıyla bu form daha önce yanıtlandı. Teşekkür ederiz.');
  });

  it('starts a phone that did not finish over on a new token, the old one no longer answering', async () => {
    const first = (
      await start({ fullName: 'Can Demir', mobilePhone: '0533 000 11 22', relation: 'Candidate' })
    ).json().token as string;
    await anon('POST', `assessment/${first}/answers`, { answers: pick(['q1', 2]) });
    const second = await start({
      fullName: 'Can Demir',
      mobilePhone: '0533 000 11 22',
      relation: 'Candidate',
    });
    expect(second.statusCode).toBe(200);
    expect((await anon('GET', `assessment/${first}`)).json().state).toBe('Unknown');
    expect((await anon('GET', `assessment/${second.json().token}`)).json().answers).toEqual([]);
  });

  it('shows the counselor who shared it the external results with the same profile, and not another counselor', async () => {
    const list = (
      await as(counselor, 'GET', `education/report/assessment-results?assignmentId=${externalId}`)
    ).json();
    const ayse = list._data.find((r: { studentName: string }) => r.studentName === 'Ayşe Yılmaz');
    expect(ayse).toMatchObject({
      studentId: null,
      mobilePhone: '0(532) 111 22 33',
      relation: 'Parent',
      answered: true,
      scores: [
        { dimensionKey: 'gorsel', scoreCenti: 800, bandLabel: 'Yüksek' },
        { dimensionKey: 'isitsel', scoreCenti: 150, bandLabel: 'Düşük' },
      ],
    });
    expect(list._totalData).toBe(2);
    const searched = (
      await as(
        counselor,
        'GET',
        `education/report/assessment-results?assignmentId=${externalId}&_searchTerm=ayse`,
      )
    ).json();
    expect(searched._data.map((r: { studentName: string }) => r.studentName)).toEqual(['Ayşe Yılmaz']);
    const dist = (
      await as(
        counselor,
        'GET',
        `education/report/assessment-results/distribution?assignmentId=${externalId}`,
      )
    ).json();
    expect(dist).toMatchObject({ total: 2, answered: 1 });
    const profile = await as(counselor, 'GET', `education/report/assessment-results/profile/${ayse.linkId}`);
    expect(profile.json()).toMatchObject({ studentName: 'Ayşe Yılmaz', relation: 'Parent' });
    const pdf = await pdfText(
      (await as(counselor, 'GET', `education/report/assessment-results/profile/${ayse.linkId}/pdf`))
        .rawPayload,
    );
    expect(pdf).toContain('Ayşe Yılmaz');
    expect(pdf).toContain('Veli');
    expect(
      (await as(otherCounselor, 'GET', `education/report/assessment-results/profile/${ayse.linkId}`))
        .statusCode,
    ).toBe(404);
    expect(
      (
        await as(otherCounselor, 'GET', `education/report/assessment-results?assignmentId=${externalId}`)
      ).json()._totalData,
    ).toBe(0);
  });

  it('answers a closed and an unknown external link with a Turkish state, and refuses to start on them', async () => {
    const res = await as(founder, 'POST', 'education/student/assessment-assignment/external', {
      assessmentId: ids.assessmentId,
      branchId: ids.branchId,
      opensOn: addDays(today, -10),
      closesOn: addDays(today, -1),
    });
    expect(res.statusCode).toBe(200);
    const closed = res.json().url.split('/external-profile/')[1];
    expect((await anon('GET', `assessment/external-profile/${closed}`)).json()).toMatchObject({
      state: 'Closed',
      message: 'Bu formun yanıtlama süresi sona erdi.',
    });
    const before = await count('assessment_external_respondents');
    const late = await start(
      { fullName: 'Geç Kalan', mobilePhone: '0534 000 00 01', relation: 'Candidate' },
      closed,
    );
    expect(late.statusCode).toBe(400);
    expect(late.json().message).toBe('Bu formun yanıtlama süresi sona erdi.');
    expect(await count('assessment_external_respondents')).toBe(before);
    expect((await anon('GET', `assessment/external-profile/${'y'.repeat(43)}`)).json().state).toBe('Unknown');
    // A student's personal token is not an external link.
    expect(
      (
        await start(
          { fullName: 'Geç Kalan', mobilePhone: '0534 000 00 01', relation: 'Candidate' },
          'z'.repeat(43),
        )
      ).statusCode,
    ).toBe(400);
  });

  it('refuses dates in the wrong order and a branch of another business', async () => {
    const wrong = await as(counselor, 'POST', 'education/student/assessment-assignment/external', {
      assessmentId: ids.assessmentId,
      opensOn: today,
      closesOn: addDays(today, -1),
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('Bitiş tarihi başlangıç tarihinden önce olamaz.');
    const foreign = await as(founder, 'POST', 'education/student/assessment-assignment/external', {
      assessmentId: ids.assessmentId,
      branchId: '00000000-0000-4000-8000-000000000000',
      opensOn: today,
      closesOn: today,
    });
    expect(foreign.statusCode).toBe(404);
    // A business account naming no branch shares the link of the branch it works in.
    const own = await as(founder, 'POST', 'education/student/assessment-assignment/external', {
      assessmentId: ids.assessmentId,
      opensOn: today,
      closesOn: today,
    });
    expect(own.statusCode).toBe(200);
    const [row] = await queryRows<{ branch_id: string }>(
      t.handle.db,
      sql`select branch_id::text from assessment_assignments where id = ${own.json().id}`,
    );
    expect(row!.branch_id).toBe(decodeClaims(founder).br);
  });
});

describe('the profile PDF for the family', () => {
  let linkId = '';
  it('has the student, every dimension’s score, band and interpretation, in Turkish letters', async () => {
    const links = (
      await as(counselor, 'GET', `education/student/assessment-assignment/${ids.assignmentId}/links`)
    ).json().links;
    const token = links[0].url.split('/assessment/')[1];
    const pending = (
      await as(counselor, 'GET', `education/report/assessment-results?assignmentId=${ids.assignmentId}`)
    ).json()._data[0];
    linkId = pending.linkId;
    const early = await as(counselor, 'GET', `education/report/assessment-results/profile/${linkId}/pdf`);
    expect(early.statusCode).toBe(400);
    expect(early.json().message).toBe('Bu form henüz yanıtlanmadı; profil oluşmadı.');
    // Görsel: 2 + 4 = 6 (the low edge of Yüksek); İşitsel: (2 + 2) / 2 = 2 (Düşük).
    expect(
      (
        await anon('POST', `assessment/${token}/submit`, {
          answers: pick(['q1', 2], ['q2', 4], ['q3', 2], ['q4', 2]),
        })
      ).statusCode,
    ).toBe(200);
    const res = await as(counselor, 'GET', `education/report/assessment-results/profile/${linkId}/pdf`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const text = await pdfText(res.rawPayload);
    expect(text).toContain('Öğrenme Şekli Ölçeği – Sonuç Profili');
    expect(text).toContain(pending.studentName);
    expect(text).toMatch(/Görsel Toplam 6 Yüksek/);
    expect(text).toMatch(/İşitsel Ortalama 2 Düşük/);
    expect(text).toContain('Görsel öğrenmeyi seviyor; şemalar işe yarar.');
    expect(text).toContain('İşitsel kanal zayıf; sesli tekrar az işe yarar.');
    expect(text).toContain('6 · Yüksek');
  });

  it('is refused without signing in', async () => {
    const res = await t.app.inject({ url: `/api/education/report/assessment-results/profile/${linkId}/pdf` });
    expect(res.statusCode).toBe(401);
  });
});

describe('the printed list of links for a computer lab', () => {
  it('has a card per student with the address and a QR code', async () => {
    const res = await as(
      counselor,
      'GET',
      `education/student/assessment-assignment/${ids.assignmentId}/links/pdf`,
    );
    expect(res.statusCode).toBe(200);
    const links = (
      await as(counselor, 'GET', `education/student/assessment-assignment/${ids.assignmentId}/links`)
    ).json().links as { studentName: string; url: string }[];
    const text = await pdfText(res.rawPayload);
    expect(text).toContain('Karekodu telefonunuzla okutun');
    for (const l of links) {
      expect(text).toContain(l.studentName);
      expect(text.replace(/\s/g, '')).toContain(l.url);
    }
    // A QR code is drawn as hundreds of squares; the page's text and card borders are a few dozen.
    expect(drawnRectangles(res.rawPayload)).toBeGreaterThan(links.length * 200);
  });
});

describe('questions imported from Excel', () => {
  const COLUMNS = ['Soru No', 'Soru', 'Soru Tipi', 'Zorunlu', 'Seçenek', 'Görsel Puanı', 'İşitsel Puanı'];
  const sheetOf = (rows: (string | number | null)[][], columns = COLUMNS) =>
    workbookOf('Sorular', columns, rows);
  const upload = (content: Buffer, dryRun = false, id = ids.assessmentId) =>
    postFile(
      t.app,
      counselor,
      `/api/education/assessment/${id}/question-import?dryRun=${dryRun}`,
      content,
      'sorular.xlsx',
    );
  const questions = async () =>
    (await as(counselor, 'GET', `education/assessment/${ids.assessmentId}`)).json().definition.questions as {
      text: string;
      kind: string;
      required: boolean;
      options: { label: string; points: { dimensionKey: string; points: number }[] }[];
    }[];

  it('offers a template with the inventory’s own dimension columns', async () => {
    const res = await as(counselor, 'GET', `education/assessment/${ids.assessmentId}/question-template`);
    expect(res.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const header = (workbook.getWorksheet('Sorular')!.getRow(1).values as string[]).slice(1);
    expect(header).toEqual(COLUMNS);
  });

  it('saves nothing when any row is wrong, naming each row in Turkish', async () => {
    const before = await questions();
    const res = await upload(
      await sheetOf([
        [1, 'Resimli anlatımı severim.', 'Likert ölçeği', 'Evet', 'Az', 1, null],
        [1, null, null, null, 'Çok', null, null],
        [2, 'Dinleyerek öğrenirim.', 'Ölçek', 'Evet', 'Evet', null, 1],
        [3, 'Müzik dinlerim.', 'Tek seçim', 'Belki', 'Evet', null, 1.5],
        [3, null, null, null, 'Hayır', null, 0],
      ]),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().title).toBe('Aktarım Yapılmadı');
    expect(res.json().message).toBe(
      '4 satırda hata var. Hiçbir soru kaydedilmedi; hataları düzeltip dosyayı tekrar yükleyin.',
    );
    expect(res.json().errors).toEqual([
      'Satır 3, Puan: “Çok” seçeneği hiçbir boyuta puan vermiyor.',
      'Satır 4, Soru Tipi: Soru tipi şunlardan biri olmalıdır: Likert ölçeği, Tek seçim, Çoklu seçim, Serbest metin.',
      'Satır 5, Zorunlu: Zorunlu alanı Evet veya Hayır olmalıdır.',
      'Satır 5, İşitsel Puanı: Puan -100 ile 100 arasında bir tam sayı olmalıdır.',
      'Satır 6, Puan: “Hayır” seçeneği hiçbir boyuta puan vermiyor.',
    ]);
    expect(await questions()).toEqual(before);
  });

  it('refuses a file that is not a spreadsheet and headers that do not match', async () => {
    const junk = await upload(Buffer.from('merhaba'));
    expect(junk.statusCode).toBe(400);
    expect(junk.json().message).toBe(
      'Dosya okunamadı. Lütfen şablondaki gibi bir Excel (.xlsx) dosyası yükleyin.',
    );
    const headers = await upload(
      await sheetOf([[1, 'x', 'Serbest metin', 'Evet', null]], COLUMNS.slice(0, 6)),
    );
    expect(headers.statusCode).toBe(400);
    expect(headers.json().errors).toEqual(['Eksik sütun: İşitsel Puanı']);
  });

  it('checks first, then adds the questions after the inventory’s own in one step', async () => {
    const rows = [
      [1, 'Resimli anlatımı severim.', 'Likert ölçeği', 'Evet', 'Hiç', 1, null],
      [1, null, null, null, 'Biraz', 2, null],
      [1, null, null, null, 'Çok', 3, 1],
      [2, 'Ne tür dersleri seversiniz?', 'Serbest metin', 'Hayır', null, null, null],
    ];
    const check = await upload(await sheetOf(rows), true);
    expect(check.statusCode).toBe(200);
    expect(check.json().message).toBe('2 soru kontrol edildi, hata yok.');
    expect(await questions()).toHaveLength(4);
    const res = await upload(await sheetOf(rows));
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('2 soru envantere eklendi.');
    const after = await questions();
    expect(after).toHaveLength(6);
    expect(after[4]).toMatchObject({
      text: 'Resimli anlatımı severim.',
      kind: 'Likert',
      required: true,
      options: [
        { label: 'Hiç', points: [{ dimensionKey: 'gorsel', points: 1 }] },
        { label: 'Biraz', points: [{ dimensionKey: 'gorsel', points: 2 }] },
        {
          label: 'Çok',
          points: [
            { dimensionKey: 'gorsel', points: 3 },
            { dimensionKey: 'isitsel', points: 1 },
          ],
        },
      ],
    });
    expect(after[5]).toMatchObject({ kind: 'Text', required: false, options: [] });
  });

  it('is refused to a counselor on a business-wide inventory', async () => {
    const demo = (
      (await as(counselor, 'GET', 'education/assessment/list')).json() as { id: string; name: string }[]
    ).find((a) => a.name === 'Öğrenme Stilleri Envanteri')!;
    const res = await upload(await sheetOf([[1, 'x', 'Serbest metin', 'Evet', null]]), false, demo.id);
    expect(res.statusCode).toBe(403);
  });
});
