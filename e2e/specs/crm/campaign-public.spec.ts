import { expect, test } from '@playwright/test';
import { CrmCustomerPage } from '../../pages/crm-customer-page';
import { CampaignScreen, DEMO_CAMPAIGN, signInAsManager } from '../../pages/crm-intake-pages';

test('an anonymous family applies from a phone; the manager sees one more customer from the campaign', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await signInAsManager(page);
  const campaign = new CampaignScreen(page);
  await campaign.open(DEMO_CAMPAIGN);
  const before = Number(await campaign.customerCount().textContent());
  const path = await campaign.publicPath();

  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'tr-TR' });
  const visitor = await phone.newPage();
  await visitor.goto(path);
  await expect(visitor.getByRole('heading', { name: DEMO_CAMPAIGN })).toBeVisible({ timeout: 30_000 });
  await expect(visitor.getByTestId('kvkk-text')).toContainText('KVKK');
  await visitor.getByLabel('Öğrenci Adı').fill('Nehir');
  await visitor.getByLabel('Öğrenci Soyadı').fill('Ak');
  await visitor.getByLabel('Sınıf Seviyesi').selectOption('8');
  await visitor.getByLabel('Veli Adı').fill('Derya');
  await visitor.getByLabel('Veli Soyadı').fill('Ak');
  await visitor.getByLabel('Telefon').fill('5357778899');
  await expect(visitor.getByLabel('Telefon')).toHaveValue('0(535) 777 88 99');
  // Without the consent the form says why and sends nothing.
  await visitor.getByRole('button', { name: 'Gönder' }).click();
  await expect(visitor.getByText('Lütfen KVKK metnini onaylayınız!')).toBeVisible();
  await visitor.getByLabel('KVKK aydınlatma metnini okudum, onaylıyorum.').check();
  await visitor.getByRole('button', { name: 'Gönder' }).click();
  await expect(visitor.getByTestId('campaign-answer')).toContainText('Başvurunuz alındı');
  // Nothing sticks out of a phone's width.
  const width = await visitor.evaluate('document.documentElement.scrollWidth');
  expect(width).toBeLessThanOrEqual(390);
  await phone.close();

  await campaign.open(DEMO_CAMPAIGN);
  await expect(campaign.customerCount()).toHaveText(String(before + 1), { timeout: 30_000 });

  // The new customer carries the consent she gave, and waits in the campaign's pool.
  await new CrmCustomerPage(page).openCustomer('Nehir Ak');
  const field = (label: string) =>
    page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: label, exact: true }) });
  await expect(field('KVKK Onayı')).toContainText('Sürüm 1');
  await expect(field('KVKK Metni')).toContainText('6698 sayılı KVKK');
  await page.getByRole('tab', { name: 'Atamalar' }).click();
  const pool = page.getByRole('row').filter({ hasText: `${DEMO_CAMPAIGN} Havuzu` });
  await expect(pool).toContainText('Bekliyor');
});
