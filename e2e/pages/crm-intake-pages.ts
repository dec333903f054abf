import { expect, type Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { SignInPage } from './sign-in-page';

export const CALL_CENTER_MANAGER = 'cagri.mudur@demo.test';
export const DEMO_CAMPAIGN = '2027 Erken Kayıt';

const HEADERS = [
  'Öğrenci Adı',
  'Öğrenci Soyadı',
  'Sınıf Seviyesi',
  'Okul',
  'Veli Adı',
  'Veli Soyadı',
  'Telefon',
  'E-posta',
  'Not',
];

/** A customer sheet as the template has it: one row per [first name, phone]. */
export const customerSheet = async (rows: [string, string][]) => {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Müşteriler');
  sheet.addRow(HEADERS);
  for (const [first, phone] of rows)
    sheet.addRow([first, 'Kaya', '8', 'Moda Ortaokulu', 'Leyla', 'Kaya', phone, '', '']);
  return {
    name: 'adaylar.xlsx',
    mimeType: 'application/octet-stream',
    buffer: Buffer.from(await workbook.xlsx.writeBuffer()),
  };
};

/** Signs in and waits until the panel has taken the session. */
export const signInAsManager = async (page: Page) => {
  const signIn = new SignInPage(page);
  await signIn.goto();
  await signIn.signIn(CALL_CENTER_MANAGER);
  await expect(page).not.toHaveURL(/\/sign-in/, { timeout: 30_000 });
};

/** /crm/excel and its file page. */
export class CrmImportScreen {
  constructor(private readonly page: Page) {}

  async goto() {
    await this.page.goto('/crm/excel');
    await expect(this.page.getByRole('heading', { name: 'Excel ile Müşteri Aktarımı' })).toBeVisible({
      timeout: 30_000,
    });
  }

  async choose(file: Awaited<ReturnType<typeof customerSheet>>) {
    await this.page.locator('input[type=file]').setInputFiles(file);
  }

  async check() {
    await this.page.getByRole('button', { name: 'Kontrol Et' }).click();
  }

  importButton(count: number) {
    return this.page.getByRole('button', { name: `${count} Satırı Aktar` });
  }
}

/** The campaign's page in the panel: its public link and how many customers came from it. */
export class CampaignScreen {
  constructor(private readonly page: Page) {}

  async open(name: string) {
    await this.page.goto('/campaign');
    await this.page.getByRole('link', { name }).click();
    await expect(this.page.getByTestId('campaign-public-link')).toBeVisible({ timeout: 30_000 });
  }

  async publicPath() {
    const link = (await this.page.getByTestId('campaign-public-link').textContent()) ?? '';
    return new URL(link).pathname;
  }

  customerCount() {
    return this.page.getByTestId('campaign-customer-count');
  }
}
