import { expect, type Page, test } from '@playwright/test';
import { selectOption } from '../../pages/form-helpers';
import { FOUNDER, SignInPage } from '../../pages/sign-in-page';

/**
 * The reader's line of this spec: 5 columns student number, the booklet, then the four TYT
 * sections' answers (40, 20, 40, 20): 126 columns.
 */
const SECTIONS = [
  { name: 'Türkçe', count: 40 },
  { name: 'Sosyal Bilimler', count: 20 },
  { name: 'Temel Matematik', count: 40 },
  { name: 'Fen Bilimleri', count: 20 },
];
const answersOf = (count: number, shift: number) =>
  Array.from({ length: count }, (_, q) => 'ABCDE'[(q + shift) % 5]).join('');
const SAMPLE = `00101B${SECTIONS.map((s, i) => answersOf(s.count, i)).join('')}`;

/** Presses on one column of the sample line and releases on another, as a user drags. */
const drag = async (page: Page, from: number, to: number) => {
  const picker = page.getByRole('application', { name: 'Örnek satır' });
  await picker.locator(`[data-column="${from}"]`).hover();
  await page.mouse.down();
  await picker.locator(`[data-column="${to}"]`).hover();
  await page.mouse.up();
};

/** Picks the columns, names the field (and its section) and adds it. */
const pickField = async (page: Page, from: number, to: number, field: string, section?: string) => {
  await drag(page, from, to);
  await expect(page.getByText(`Seçim: ${from}-${to}. sütunlar`)).toBeVisible();
  await selectOption(page, 'Alan', field);
  if (section) await page.getByLabel('Bölüm', { exact: true }).fill(section);
  await page.getByRole('button', { name: 'Alanı Ekle' }).click();
};

/** Clicks a button that writes to the exam API and waits for its success. */
const saveExamApi = async (page: Page, path: string | RegExp, button: string, method = 'POST') => {
  const answer = page.waitForResponse((r) => {
    const at = new URL(r.url()).pathname;
    return (typeof path === 'string' ? at === path : path.test(at)) && r.request().method() === method;
  });
  await page.getByRole('button', { name: button, exact: true }).click();
  const response = await answer;
  expect(response.status(), await response.text()).toBe(200);
};

test('a manager defines an optical form on a sample line and creates a TYT exam with keys for A and B', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const suffix = String(Date.now() % 100_000);
  const formName = `Kurum Formu ${suffix}`;
  const examName = `TYT Deneme ${suffix}`;
  const signIn = new SignInPage(page);
  await signIn.goto();
  await signIn.signIn(FOUNDER);
  await expect(page).toHaveURL(/dashboard/, { timeout: 30_000 });

  await page.goto('/exam/optical-form/add');
  await page.getByLabel('Form Adı', { exact: true }).fill(formName);
  await page.getByLabel('Örnek Satır', { exact: true }).fill(SAMPLE);
  await pickField(page, 1, 5, 'Öğrenci Numarası');
  await pickField(page, 6, 6, 'Kitapçık Türü');
  // A pick over a field already named is refused with the reason.
  await drag(page, 4, 10);
  await expect(
    page.getByText('4-10. sütunlar Öğrenci Numarası alanıyla (1-5. sütunlar) çakışıyor.'),
  ).toBeVisible();
  let start = 7;
  for (const s of SECTIONS) {
    await pickField(page, start, start + s.count - 1, 'Cevaplar', s.name);
    start += s.count;
  }
  // The preview reads each field from the sample line.
  const preview = page.getByRole('table').filter({ hasText: 'Örnek satırdan okunan' });
  await expect(preview.getByRole('row').filter({ hasText: 'Öğrenci Numarası' })).toContainText('00101');
  await expect(preview.getByRole('row').filter({ hasText: 'Kitapçık Türü' })).toContainText('B');
  await expect(preview.getByRole('row').filter({ hasText: 'Sosyal Bilimler' })).toContainText(
    answersOf(20, 1),
  );
  await saveExamApi(page, '/examapi/optical-forms', 'Kaydet');
  await expect(page).toHaveURL(/\/exam\/optical-form$/);
  // A busy machine loads the list slowly: the row is waited for longer than the default.
  await expect(page.getByRole('row').filter({ hasText: formName })).toBeVisible({ timeout: 30_000 });

  await page.goto('/exam/exam/add');
  await page.getByLabel('Sınav Adı', { exact: true }).fill(examName);
  // The TYT's sections come with the kind.
  await expect(page.getByLabel('4. bölüm A kitapçığı anahtarı')).toBeVisible();
  await selectOption(page, 'Optik Form', formName);
  await page.getByRole('switch', { name: 'B Kitapçığı' }).click();
  for (const [i, s] of SECTIONS.entries()) {
    const keyA = page.getByLabel(`${i + 1}. bölüm A kitapçığı anahtarı`);
    // Pasted with spaces, as a key sheet often is: one letter per question is kept.
    await keyA.fill(answersOf(s.count, i).replace(/(.{5})/g, '$1 '));
    await expect(page.getByTestId(`key-count-${i}-A`)).toHaveText(`${s.count} / ${s.count} harf`);
    await page.getByLabel(`${i + 1}. bölüm B kitapçığı anahtarı`).fill(answersOf(s.count, i + 2));
    await expect(page.getByTestId(`key-count-${i}-B`)).toHaveText(`${s.count} / ${s.count} harf`);
  }
  await saveExamApi(page, '/examapi/exams', 'Kaydet');
  await expect(page).toHaveURL(/\/exam\/exam$/);
  const row = page.getByRole('row').filter({ hasText: examName });
  await expect(row).toBeVisible({ timeout: 30_000 });
  await expect(row).toContainText('TYT');
  await expect(row).toContainText('120');

  // The exam opens from its row: a question cancelled (asked first), then the exam renamed.
  await row.getByRole('link', { name: examName }).click();
  await expect(page).toHaveURL(/\/exam\/exam\/[0-9a-f-]{36}$/);
  const cancellations = page.locator('.ant-card').filter({ hasText: 'Soru İptalleri' });
  await selectOption(page, 'İptal bölümü', 'Türkçe');
  await page.getByLabel('Soru numarası', { exact: true }).fill('3');
  await page.getByRole('button', { name: 'İptal Ekle' }).click();
  await saveExamApi(page, /\/examapi\/exams\/[^/]+\/cancellations$/, 'İptal Et');
  await expect(cancellations.getByRole('row').filter({ hasText: 'Herkese doğru say' })).toContainText(
    'Türkçe',
  );
  await page.getByLabel('Sınav Adı', { exact: true }).fill(`${examName} (düzeltildi)`);
  await saveExamApi(page, /\/examapi\/exams\/[^/]+$/, 'Kaydet', 'PUT');
  await expect(page).toHaveURL(/\/exam\/exam$/);
  await expect(page.getByRole('row').filter({ hasText: `${examName} (düzeltildi)` })).toBeVisible({
    timeout: 30_000,
  });
});
