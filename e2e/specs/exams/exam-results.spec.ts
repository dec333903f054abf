import { expect, type Page, test } from '@playwright/test';
import { citizenIdFrom } from '../../pages/citizen-id';
import { selectOption } from '../../pages/form-helpers';
import { FOUNDER, SignInPage } from '../../pages/sign-in-page';

// The reader's layout: 1-11 citizen id, 12-31 name, 32 booklet, 33-37 Türkçe (5), 38-41 Matematik (4).
const FIELDS = [
  { field: 'citizenId', start: 1, length: 11 },
  { field: 'fullName', start: 12, length: 20 },
  { field: 'booklet', start: 32, length: 1 },
  { field: 'answers', start: 33, length: 5, section: 'Türkçe' },
  { field: 'answers', start: 38, length: 4, section: 'Matematik' },
];
const line = (cid: string, name: string, booklet: string, tr: string, mat: string) =>
  `${cid.padEnd(11)}${name.padEnd(20).slice(0, 20)}${booklet}${tr}${mat}`;

/** UTF-16BE bytes (after their byte order mark) as text. */
const utf16be = (bytes: number[]): string => {
  let text = '';
  for (let i = 2; i + 1 < bytes.length; i += 2) text += String.fromCharCode((bytes[i]! << 8) | bytes[i + 1]!);
  return text;
};

/** The PDF's title from its info dictionary: a literal string, UTF-16BE when it is not ASCII. */
const pdfTitle = (pdf: Buffer): string => {
  const text = pdf.toString('latin1');
  // pdfkit writes the title as an object of its own: `/Title 14 0 R` ... `14 0 obj (...)`.
  const ref = /\/Title (\d+) 0 R/.exec(text)?.[1];
  const at = ref ? text.indexOf(`\n${ref} 0 obj\n(`) : -1;
  if (at < 0) return '';
  const bytes: number[] = [];
  const escapes: Record<string, number> = { n: 10, r: 13, t: 9, b: 8, f: 12 };
  for (let i = text.indexOf('(', at) + 1; i < text.length; i++) {
    const c = text[i]!;
    if (c === ')') break;
    if (c !== '\\') {
      bytes.push(c.charCodeAt(0));
      continue;
    }
    const next = text[++i]!;
    const octal = /^[0-7]{1,3}/.exec(text.slice(i, i + 3))?.[0];
    if (octal) {
      bytes.push(Number.parseInt(octal, 8));
      i += octal.length - 1;
    } else bytes.push(escapes[next] ?? next.charCodeAt(0));
  }
  return bytes[0] === 0xfe && bytes[1] === 0xff ? utf16be(bytes) : String.fromCharCode(...bytes);
};

const tokenOf = async (page: Page) => (await page.evaluate('localStorage.getItem("id_token")')) as string;

test('a manager uploads a reader file, matches a line by hand, reads the class ranking, prints a sheet and sends result SMS once', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const signIn = new SignInPage(page);
  await signIn.goto();
  await signIn.signIn(FOUNDER);
  await expect(page).toHaveURL(/dashboard/, { timeout: 30_000 });

  // Setup through the API (the exam definition screens are another area's): three students in
  // 9-A, an optical form and a TYT exam with keys for booklets A and B.
  const token = await tokenOf(page);
  const headers = { authorization: `Bearer ${token}` };
  const claims = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { br: string };
  const seed = Date.now() % 100_000_000;
  const tag = String(seed % 10_000).padStart(4, '0');
  const names = ['Ada', 'Bora', 'Cem'].map((first) => ({ first, last: `Sonuc${tag}` }));
  const ids: string[] = [];
  for (const [i, n] of names.entries()) {
    const res = await page.request.post('/api/education/student/register', {
      headers,
      data: {
        student: {
          branchId: claims.br,
          firstName: n.first,
          lastName: n.last,
          citizenId: citizenIdFrom(seed + i),
          gender: 'Female',
          birthDate: '2010-03-04',
          educationLevel: 'HighSchool',
          origin: 'Domestic',
        },
        parents: [
          {
            firstName: 'Veli',
            lastName: n.last,
            mobilePhone: `0(532) 222 33 ${String(40 + i)}`,
            relation: 'Mother',
            isAdult: true,
            isPaymentPerson: true,
          },
        ],
        contacts: [],
      },
    });
    expect(res.status(), await res.text()).toBe(200);
    ids.push(((await res.json()) as { id: string }).id);
  }
  const classes = (await (
    await page.request.get('/api/education/school-class/list', { headers })
  ).json()) as { id: string; name: string; branchId: string }[];
  const nineA = classes.find((c) => c.name === '9-A' && c.branchId === claims.br)!;
  const seated = await page.request.post('/api/education/student/class', {
    headers,
    data: { schoolClassId: nineA.id, studentIds: ids },
  });
  expect(seated.status(), await seated.text()).toBe(200);
  const form = await page.request.post('/examapi/optical-forms', {
    headers,
    data: { name: `Deneme Formu ${tag}`, fields: FIELDS },
  });
  expect(form.status(), await form.text()).toBe(200);
  const examName = `TYT Deneme ${tag}`;
  const exam = await page.request.post('/examapi/exams', {
    headers,
    data: {
      name: examName,
      kind: 'TYT',
      date: '2026-11-22',
      opticalFormId: ((await form.json()) as { id: string }).id,
      penalty: 4,
      matching: 'CitizenId',
      baseScore: 100,
      branchIds: [claims.br],
      sections: [
        { name: 'Türkçe', questionCount: 5, coefficient: 2, keys: { A: 'ABCDE', B: 'EDCBA' } },
        { name: 'Matematik', questionCount: 4, coefficient: 3, keys: { A: 'ABCD', B: 'DCBA' } },
      ],
    },
  });
  expect(exam.status(), await exam.text()).toBe(200);
  const examId = ((await exam.json()) as { id: string }).id;

  // The reader's file: Ada (A) all correct: net 9, score 122. Bora (B) Türkçe 5, Matematik 2
  // correct 2 blank: net 7, score 116. Cem's sheet carries a citizen id no student has: it
  // waits for a hand match; Türkçe 3, Matematik 4: net 7, score 118. A short line is an error.
  const file = [
    line(citizenIdFrom(seed), `Ada Sonuc${tag}`, 'A', 'ABCDE', 'ABCD'),
    line(citizenIdFrom(seed + 1), `Bora Sonuc${tag}`, 'B', 'EDCBA', 'DC  '),
    line(citizenIdFrom(seed + 900), `Cem Sonuc${tag}`, 'A', 'ABC  ', 'ABCD'),
    'KISA',
  ].join('\r\n');

  await page.goto('/exam/upload');
  await expect(page.getByRole('heading', { name: 'Optik Okuyucu Yüklemeleri' })).toBeVisible();
  await selectOption(page, 'Sınav', `${examName} (22.11.2026)`);
  await page.locator('input[type=file]').setInputFiles({
    name: 'okuyucu.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from(file, 'utf8'),
  });
  const uploaded = page.waitForResponse((r) => r.url().includes(`/examapi/exams/${examId}/uploads`));
  await page.getByRole('button', { name: 'Yükle', exact: true }).click();
  expect((await uploaded).status()).toBe(200);
  await expect(
    page.getByText('4 satır okundu: 2 puanlandı, 1 eşleşmedi, 0 katılmadı, 1 hatalı.'),
  ).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'Satır optik formdan kısa' })).toContainText('4');

  // The waiting line matched to Cem by hand: it leaves the list.
  await page.goto(`/exam/exam-student-match?examId=${examId}`);
  const waiting = page.getByRole('row').filter({ hasText: `Cem Sonuc${tag}` });
  await expect(waiting).toBeVisible({ timeout: 30_000 });
  await waiting.locator('.ant-select').click();
  await page.keyboard.type(`Cem Sonuc${tag}`);
  await page
    .locator('.ant-select-dropdown:visible .ant-select-item-option')
    .filter({ hasText: `Cem Sonuc${tag}` })
    .first()
    .click();
  const matched = page.waitForResponse((r) => r.url().includes('/match'));
  await waiting.getByRole('button', { name: 'Eşleştir' }).click();
  expect((await matched).status()).toBe(200);
  await expect(page.getByText('Bu sınavda eşleştirme bekleyen satır yok.')).toBeVisible();

  // The class ranking: Ada 122, Cem 118, Bora 116.
  await page.goto(`/exam/report/exam-report?examId=${examId}&classId=${nineA.id}`);
  const rows = page.locator('.ant-table-tbody tr.ant-table-row');
  await expect(rows).toHaveCount(3, { timeout: 30_000 });
  await expect(rows.nth(0)).toContainText(`Ada Sonuc${tag}`);
  await expect(rows.nth(0)).toContainText('122,00');
  await expect(rows.nth(1)).toContainText(`Cem Sonuc${tag}`);
  await expect(rows.nth(1)).toContainText('118,00');
  await expect(rows.nth(2)).toContainText(`Bora Sonuc${tag}`);
  await expect(rows.nth(2)).toContainText('116,00');
  const classRanks = await rows.evaluateAll((trs) =>
    trs.map((tr) => (tr as unknown as { cells: { textContent: string }[] }).cells[8]!.textContent),
  );
  expect(classRanks).toEqual(['1', '2', '3']);

  // Bora's result sheet.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: `Bora Sonuc${tag} sonuç belgesi` }).click();
  const sheet = await download;
  expect(sheet.suggestedFilename()).toContain(`Bora Sonuc${tag}`);
  const stream = await sheet.createReadStream();
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  const pdf = Buffer.concat(chunks);
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  expect(pdfTitle(pdf)).toContain(`Bora Sonuc${tag}`);

  // Result SMS: a preview, one send to the three families, and a second send sends none.
  await page.goto(`/exam/report/result-sms?examId=${examId}`);
  await expect(
    page.getByRole('row').filter({ hasText: `Ada Sonuc${tag} ${examName} sonucu: Net 9,00 Puan 122,00` }),
  ).toBeVisible({
    timeout: 30_000,
  });
  await page.getByRole('button', { name: 'SMS Gönder' }).click();
  const sent = page.waitForResponse(
    (r) => r.url().includes(`/examapi/exams/${examId}/result-sms`) && r.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'Gönder', exact: true }).click();
  expect(await (await sent).json()).toMatchObject({ students: 3, messages: 3 });
  await expect(page.getByTestId('result-sms-answer')).toContainText(
    '3 öğrencinin sonucu 3 SMS ile velilere gönderildi.',
  );
  await expect(page.getByRole('button', { name: 'SMS Gönder' })).toBeDisabled();
  const again = await page.request.post(`/examapi/exams/${examId}/result-sms`, { headers });
  expect(await again.json()).toMatchObject({ students: 0, messages: 0 });
});
