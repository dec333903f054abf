import { expect, type Page } from '@playwright/test';

/** The provider admin's Giden E-postalar: what the product mailed, with each mail's links. */
export class MailOutboxPage {
  constructor(private readonly page: Page) {}

  async goto() {
    await this.page.goto('/admin/mail-outbox');
    // The admin area's first page loads its routes: a while on a busy machine.
    await expect(this.page.getByRole('heading', { name: 'Giden E-postalar' })).toBeVisible({
      timeout: 30_000,
    });
  }

  /** Finds the mail to `to` with `subject` through the list's search and opens it. */
  async open(to: string, subject: string) {
    await this.page.getByPlaceholder('Alıcı veya konu ara').fill(to);
    const row = this.page.getByRole('row').filter({ hasText: to });
    await expect(row).toHaveCount(1, { timeout: 30_000 });
    await row.getByRole('link', { name: subject }).click();
    await expect(this.page.getByRole('heading', { name: subject })).toBeVisible({ timeout: 30_000 });
  }

  /** The opened mail's body, as the recipient reads it. */
  body() {
    return this.page.getByTestId('mail-body');
  }

  /** The address of the opened mail's link whose text matches `pattern`. */
  async linkTo(pattern: RegExp): Promise<string> {
    const link = this.body().getByRole('link', { name: pattern });
    await expect(link).toBeVisible();
    const href = await link.getAttribute('href');
    expect(href).toMatch(pattern);
    return href!;
  }
}
