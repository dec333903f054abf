import { expect, type Page } from '@playwright/test';
import { pickDate, saveWith, selectOption } from './form-helpers';
import { SignInPage } from './sign-in-page';

/** The call lists (/crm/call-list) and the screen a consultant works an entry on. */
export class CrmCallListPage {
  constructor(private readonly page: Page) {}

  async signIn(email: string) {
    const signIn = new SignInPage(this.page);
    await signIn.goto();
    await signIn.signIn(email);
    await expect(this.page).toHaveURL(/dashboard/, { timeout: 30_000 });
  }

  async open() {
    await this.page.goto('/crm/call-list');
    await expect(this.page.getByRole('heading', { name: 'Arama Listeleri' })).toBeVisible({
      timeout: 30_000,
    });
  }

  row(name: string) {
    return this.page.getByRole('row').filter({ hasText: name });
  }

  /** Builds a pool from a search on the school and checks the preview count first. */
  async buildPoolFromSchool(name: string, school: string, expected: number) {
    await this.page.getByRole('button', { name: 'Yeni Liste' }).click();
    const dialog = this.page.getByRole('dialog', { name: 'Yeni Arama Listesi' });
    await dialog.getByLabel('Liste Adı').fill(name);
    await dialog.getByLabel('Okul', { exact: true }).fill(school);
    await expect(dialog.getByTestId('call-list-preview')).toContainText(
      `Bu aramaya uyan ${expected} müşteri`,
    );
    await saveWith(this.page, dialog.getByRole('button', { name: 'Listeyi Oluştur' }));
    await expect(this.row(name)).toContainText(`Bekleyen ${expected} · Aranıyor 0 · Arandı 0`);
  }

  /** "Sıradaki" on a pool: lands on the entry and answers the customer's name. */
  async takeNext(name: string): Promise<string> {
    await this.row(name).getByRole('button', { name: 'Sıradaki' }).click();
    await expect(this.page).toHaveURL(/\/crm\/call-list\/assignment\//, { timeout: 30_000 });
    const heading = this.page.getByRole('heading', { level: 3 });
    await expect(heading).toContainText('Aranıyor');
    return ((await heading.textContent()) ?? '').replace('Aranıyor', '').trim();
  }

  async recordInterview(state: string, nextContact: string) {
    await selectOption(this.page, 'Görüşme Durumu', state);
    await pickDate(this.page, 'Sonraki Görüşme', nextContact);
    await saveWith(this.page, this.page.getByRole('button', { name: 'Görüşmeyi Kaydet' }));
    await expect(this.page.getByText('Görüşme kaydedildi.')).toBeVisible();
  }
}
