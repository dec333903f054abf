import { expect, type Locator, type Page, test } from '@playwright/test';
import { citizenIdFrom } from '../../pages/citizen-id';
import { pickOption, saveWith, selectOption } from '../../pages/form-helpers';
import { FOUNDER, SignInPage } from '../../pages/sign-in-page';

const card = (page: Page, title: string) =>
  page
    // The small cards of the builder, not the form's own card around them.
    .locator('.ant-card-small')
    .filter({ has: page.locator('.ant-card-head-title', { hasText: new RegExp(`^${title}$`) }) });

const addDimension = async (
  page: Page,
  n: number,
  name: string,
  method: string,
  bands: [string, string, string][],
) => {
  await page.getByRole('button', { name: 'Boyut Ekle' }).click();
  const box = card(page, `Boyut ${n}`);
  await box.getByLabel('Boyut Adı', { exact: true }).fill(name);
  if (method !== 'Toplam') await pickOption(page, box.getByLabel('Hesaplama', { exact: true }), method);
  for (const [i, [label, min, max]] of bands.entries()) {
    await box.getByRole('button', { name: 'Düzey Ekle' }).click();
    await box.getByLabel('Düzey', { exact: true }).nth(i).fill(label);
    await box.getByLabel('En az', { exact: true }).nth(i).fill(min);
    await box.getByLabel('En çok', { exact: true }).nth(i).fill(max);
    await box.getByLabel('Yorum', { exact: true }).nth(i).fill(`${name} ${label.toLowerCase()} düzeyde.`);
  }
};

const addLikert = async (page: Page, n: number, text: string, dimension: string) => {
  await page.getByRole('button', { name: 'Soru Ekle' }).click();
  const box = card(page, `${n}. soru`);
  await box.getByLabel('Soru', { exact: true }).fill(text);
  await box.getByRole('button', { name: `5'li ölçek: ${dimension}` }).click();
};

/** Picks an answer on the form and waits until the server has kept it. */
const answer = async (phone: Page, option: string) => {
  const saved = phone.waitForResponse((r) => r.url().includes('/answers') && r.request().method() === 'POST');
  await phone.getByRole('radio', { name: option, exact: true }).check();
  expect((await saved).status()).toBe(200);
};

const cell = (row: Locator, text: string) => expect(row).toContainText(text);

test('a counselor builds an inventory, sends it to 9-A, a student answers on his phone, the counselor reads the results', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const signIn = new SignInPage(page);
  await signIn.goto();
  await signIn.signIn(FOUNDER);
  await expect(page).toHaveURL(/dashboard/, { timeout: 30_000 });

  // A second student in 9-A beside the demo one, through the API as the registration screen would.
  // A string, not a function: the spec's own types have no DOM.
  const token = (await page.evaluate('localStorage.getItem("id_token")')) as string | null;
  const headers = { authorization: `Bearer ${token}` };
  const claims = JSON.parse(Buffer.from(token!.split('.')[1]!, 'base64url').toString()) as { br: string };
  const seed = Date.now() % 100_000_000;
  const lastName = `Envanter${seed % 10_000}`;
  const registered = await page.request.post('/api/education/student/register', {
    headers,
    data: {
      student: {
        branchId: claims.br,
        firstName: 'Kerem',
        lastName,
        citizenId: citizenIdFrom(seed),
        gender: 'Male',
        birthDate: '2011-05-02',
        educationLevel: 'HighSchool',
        origin: 'Domestic',
      },
      parents: [
        {
          firstName: 'Sevgi',
          lastName,
          mobilePhone: '0(532) 111 22 33',
          relation: 'Mother',
          isAdult: true,
          isPaymentPerson: true,
        },
      ],
      contacts: [],
    },
  });
  expect(registered.status(), await registered.text()).toBe(200);
  const studentId = ((await registered.json()) as { id: string }).id;
  const classes = (await (
    await page.request.get('/api/education/school-class/list', { headers })
  ).json()) as { id: string; name: string; branchId: string }[];
  const nineA = classes.find((c) => c.name === '9-A' && c.branchId === claims.br)!;
  const seated = await page.request.post('/api/education/student/class', {
    headers,
    data: { schoolClassId: nineA.id, studentIds: [studentId] },
  });
  expect(seated.status(), await seated.text()).toBe(200);

  // The inventory: two dimensions with bands, four Likert questions.
  const name = `Öğrenme Kanalları ${seed % 10_000}`;
  await page.goto('/education/assessment/add');
  await page.getByLabel('Envanter Adı').fill(name);
  await addDimension(page, 1, 'Görsel', 'Toplam', [
    ['Düşük', '2', '5'],
    ['Yüksek', '6', '10'],
  ]);
  await addDimension(page, 2, 'İşitsel', 'Ortalama', [
    ['Düşük', '1', '2,49'],
    ['Yüksek', '2,5', '5'],
  ]);
  await addLikert(page, 1, 'Şemalarla daha iyi anlarım.', 'Görsel');
  await addLikert(page, 2, 'Renkli notlarımı daha kolay hatırlarım.', 'Görsel');
  await addLikert(page, 3, 'Dinleyerek daha iyi anlarım.', 'İşitsel');
  await addLikert(page, 4, 'Sesli tekrar bana yardımcı olur.', 'İşitsel');
  await saveWith(page, page.getByRole('button', { name: 'Kaydet' }));
  // Back on the list once the save is through; a loaded machine takes a while to get there.
  await expect(page.getByRole('heading', { name: 'Envanterler' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('row').filter({ hasText: name })).toBeVisible({ timeout: 30_000 });

  // Sent to 9-A; the new student's personal link from the printable list.
  await page.goto('/education/student/assessment-assignment');
  await page.getByRole('button', { name: 'Yeni Gönderim' }).click();
  const dialog = page.getByRole('dialog');
  // In the dialog: the list behind it has a sortable "Envanter" column of the same name.
  await pickOption(page, dialog.getByLabel('Envanter', { exact: true }), name);
  await pickOption(page, dialog.getByLabel('Sınıf', { exact: true }), '9-A');
  await saveWith(page, dialog.getByRole('button', { name: 'Gönder' }));
  await expect(dialog).toBeHidden();
  const sending = page.getByRole('row').filter({ hasText: name });
  // Other stories may seat more students in 9-A: the count is theirs too.
  await expect(sending).toContainText(/0 \/ \d+/);
  await sending.getByRole('button', { name: 'Bağlantılar' }).click();
  const linkRow = page
    .getByRole('dialog')
    .getByRole('row')
    .filter({ hasText: `Kerem ${lastName}` });
  const url = (await linkRow.locator('.ant-typography').first().textContent())!.trim();
  const path = new URL(url).pathname;
  await page.keyboard.press('Escape');

  // The student, on a phone: half the answers, a reload, the rest, the thank-you page.
  const context = await browser.newContext({
    baseURL,
    viewport: { width: 390, height: 844 },
    locale: 'tr-TR',
  });
  const phone = await context.newPage();
  await phone.goto(path);
  await expect(phone.getByRole('heading', { name })).toBeVisible({ timeout: 30_000 });
  await answer(phone, 'Katılmıyorum');
  await phone.getByRole('button', { name: 'İleri' }).click();
  await answer(phone, 'Katılıyorum');
  await phone.reload();
  await expect(phone.getByText('2 / 4 soru yanıtlandı')).toBeVisible({ timeout: 30_000 });
  await expect(phone.getByText('Dinleyerek daha iyi anlarım.')).toBeVisible();
  await phone.getByRole('button', { name: 'Geri' }).click();
  await expect(phone.getByRole('radio', { name: 'Katılıyorum', exact: true })).toBeChecked();
  await phone.getByRole('button', { name: 'İleri' }).click();
  await answer(phone, 'Katılmıyorum');
  await phone.getByRole('button', { name: 'İleri' }).click();
  await answer(phone, 'Kararsızım');
  await phone.getByRole('button', { name: 'Gönder' }).click();
  await expect(phone).toHaveURL(/\/assessment\/thank-you$/);
  await expect(phone.getByRole('heading', { name: 'Teşekkürler' })).toBeVisible();
  await context.close();

  // The results: Görsel 2 + 4 = 6 (Yüksek), İşitsel (2 + 3) / 2 = 2,5 (Yüksek); the demo student has not answered.
  await page.goto('/education/report/assessment-results');
  await selectOption(page, 'Gönderim', `${name} – 9-A`);
  const result = page.getByRole('row').filter({ hasText: `Kerem ${lastName}` });
  await cell(result, '6 (Yüksek)');
  await cell(result, '2,5 (Yüksek)');
  await expect(page.getByText(/^1 \/ \d+ öğrenci yanıtladı\.$/)).toBeVisible();
  const distribution = page.locator('.ant-card').filter({ hasText: 'Düzey dağılımı' });
  const visual = distribution.getByRole('row').filter({ hasText: 'Görsel' }).getByRole('cell');
  await expect(visual.nth(1)).toHaveText('0');
  await expect(visual.nth(2)).toHaveText('1');
  await selectOption(page, 'Durum', 'Yanıtlamayanlar');
  const pending = page.locator('.ant-table-tbody').last().getByRole('row');
  await expect(pending.filter({ hasText: 'Elif Yıldız' })).toHaveCount(1);
  await expect(pending.filter({ hasText: `Kerem ${lastName}` })).toHaveCount(0);
});

test('a parent from outside the institution answers the shared link on his phone, the counselor reads his profile', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const signIn = new SignInPage(page);
  await signIn.goto();
  await signIn.signIn(FOUNDER);
  await expect(page).toHaveURL(/dashboard/, { timeout: 30_000 });
  const token = (await page.evaluate('localStorage.getItem("id_token")')) as string | null;
  const headers = { authorization: `Bearer ${token}` };
  const seed = Date.now() % 100_000_000;

  // A small inventory through the API: the builder's own story is the test above.
  const name = `Dış Katılımcı Ölçeği ${seed % 10_000}`;
  const likert = (key: string, text: string, dimensionKey: string) => ({
    key,
    text,
    kind: 'Likert',
    required: true,
    options: ['Hiç katılmıyorum', 'Katılmıyorum', 'Kararsızım', 'Katılıyorum', 'Tamamen katılıyorum'].map(
      (label, i) => ({ key: `${key}-${i + 1}`, label, points: [{ dimensionKey, points: i + 1 }] }),
    ),
  });
  const created = await page.request.post('/api/education/assessment', {
    headers,
    data: {
      name,
      description: null,
      displayMode: 'OnePerScreen',
      branchId: null,
      definition: {
        dimensions: [
          {
            key: 'gorsel',
            name: 'Görsel',
            method: 'Sum',
            bands: [
              { label: 'Düşük', min: 2, max: 5, interpretation: 'Görsel düşük düzeyde.' },
              { label: 'Yüksek', min: 6, max: 10, interpretation: 'Görsel yüksek düzeyde.' },
            ],
          },
          {
            key: 'isitsel',
            name: 'İşitsel',
            method: 'Mean',
            bands: [
              { label: 'Düşük', min: 1, max: 2.49, interpretation: 'İşitsel düşük düzeyde.' },
              { label: 'Yüksek', min: 2.5, max: 5, interpretation: 'İşitsel yüksek düzeyde.' },
            ],
          },
        ],
        questions: [
          likert('q1', 'Şemalarla daha iyi anlarım.', 'gorsel'),
          likert('q2', 'Renkli notlarımı daha kolay hatırlarım.', 'gorsel'),
          likert('q3', 'Dinleyerek daha iyi anlarım.', 'isitsel'),
          likert('q4', 'Sesli tekrar bana yardımcı olur.', 'isitsel'),
        ],
      },
    },
  });
  expect(created.status(), await created.text()).toBe(200);

  // The shareable link, made on the assignment screen.
  await page.goto('/education/student/assessment-assignment');
  await page.getByRole('button', { name: 'Dış Katılımcı Bağlantısı' }).click();
  const dialog = page.getByRole('dialog');
  await pickOption(page, dialog.getByLabel('Envanter', { exact: true }), name);
  await dialog.getByRole('button', { name: 'Bağlantı Oluştur' }).click();
  const shown = dialog.locator('.ant-typography').filter({ hasText: '/assessment/external-profile/' });
  await expect(shown).toBeVisible({ timeout: 30_000 });
  const path = new URL((await shown.textContent())!.trim()).pathname;
  await dialog.getByRole('button', { name: 'Tamam' }).click();

  // The parent, on a phone: name and phone first, half the answers, a reload, the rest.
  const context = await browser.newContext({
    baseURL,
    viewport: { width: 390, height: 844 },
    locale: 'tr-TR',
  });
  const phone = await context.newPage();
  await phone.goto(path);
  await expect(phone.getByRole('heading', { name })).toBeVisible({ timeout: 30_000 });
  const person = `Sevim Öztürk ${seed % 10_000}`;
  await phone.getByLabel('Ad Soyad').fill(person);
  await phone.getByLabel('Cep Telefonu').fill(`5${String(seed).padStart(9, '0').slice(-9)}`);
  await phone.getByRole('radio', { name: 'Veli' }).check();
  await phone.getByRole('button', { name: 'Başla' }).click();
  await answer(phone, 'Katılmıyorum');
  await phone.getByRole('button', { name: 'İleri' }).click();
  await answer(phone, 'Katılıyorum');
  await phone.reload();
  await expect(phone.getByText('2 / 4 soru yanıtlandı')).toBeVisible({ timeout: 30_000 });
  await expect(phone.getByRole('button', { name: 'Başla' })).toHaveCount(0);
  await answer(phone, 'Katılmıyorum');
  await phone.getByRole('button', { name: 'İleri' }).click();
  await answer(phone, 'Kararsızım');
  await phone.getByRole('button', { name: 'Gönder' }).click();
  await expect(phone).toHaveURL(/\/assessment\/thank-you$/);
  await context.close();

  // The counselor's external tab: Görsel 2 + 4 = 6 (Yüksek), İşitsel (2 + 3) / 2 = 2,5 (Yüksek); the profile PDF.
  await page.goto('/education/report/assessment-results');
  await page.getByRole('tab', { name: 'Dış katılımcılar' }).click();
  await selectOption(page, 'Gönderim', name);
  const result = page.getByRole('row').filter({ hasText: person });
  await cell(result, 'Veli');
  await cell(result, '6 (Yüksek)');
  await cell(result, '2,5 (Yüksek)');
  const download = page.waitForEvent('download');
  await result.getByRole('button', { name: `${person} profil PDF` }).click();
  expect((await download).suggestedFilename()).toBe(`${person} - Envanter Profili.pdf`);
});
