import { expect, type Locator, type Page } from '@playwright/test';

/** The parents' and students' pages at a phone's width: sign-in, the child switch, the tabs. */
export class MobilePages {
  constructor(private readonly page: Page) {}

  async signIn(email: string, password: string) {
    await this.page.goto('/mobile/sign-in');
    // A cold load on a busy machine takes a while: wait for the page, not for a clock.
    await expect(this.page.getByRole('heading', { name: 'Veli ve Öğrenci Girişi' })).toBeVisible({
      timeout: 30_000,
    });
    await this.page.getByLabel('E-posta').fill(email);
    await this.page.getByLabel('Şifre').fill(password);
    await this.page.getByRole('button', { name: 'Giriş Yap' }).click();
    await expect(this.page).toHaveURL(/\/mobile\/student\/[0-9a-f-]+\/lesson-program$/, { timeout: 30_000 });
  }

  /** The child whose pages are shown, by first name (a parent with several children). */
  async switchChild(firstName: string) {
    await this.page
      .getByRole('navigation', { name: 'Öğrenci seçimi' })
      .getByRole('link', { name: firstName })
      .click();
    await expect(this.childLink(firstName)).toHaveAttribute('aria-current', 'true');
  }

  childLink(firstName: string): Locator {
    return this.page
      .getByRole('navigation', { name: 'Öğrenci seçimi' })
      .getByRole('link', { name: firstName });
  }

  async openTab(label: string, heading: string) {
    await this.page.getByRole('navigation', { name: 'Sayfalar' }).getByRole('link', { name: label }).click();
    await expect(this.page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  }

  /** The student id in the address: /mobile/student/{id}/... */
  studentId(): string {
    return new URL(this.page.url()).pathname.split('/')[3] ?? '';
  }
}
