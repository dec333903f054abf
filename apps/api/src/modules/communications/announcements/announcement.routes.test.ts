import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from '../../../db/seed/demo-seed';
import { bearer, decodeClaims, signInAs } from '../../../test/auth-helpers';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { users } from '../../auth/user.table';
import { announcementDetails, announcements } from './announcement.table';

let t: TestApp;
let founderToken: string;
let otherToken: string;
let detailIds: string[];

beforeAll(async () => {
  t = await createTestApp();
  founderToken = (await signInAs(t.app, DEMO.founder)).token;
  otherToken = (await signInAs(t.app, DEMO.otherManager)).token;
  const claims = decodeClaims(founderToken);
  const [founder] = await t.handle.db.select().from(users).where(eq(users.email, DEMO.founder));
  detailIds = [];
  for (let i = 1; i <= 12; i++) {
    const [a] = await t.handle.db
      .insert(announcements)
      .values({
        businessId: claims.biz as string,
        title: `Duyuru ${i}`,
        body: `Metin ${i}`,
        audience: 'All',
        createdAt: new Date(Date.UTC(2026, 0, i)),
      })
      .returning();
    const [d] = await t.handle.db
      .insert(announcementDetails)
      .values({ announcementId: a!.id, userId: founder!.id })
      .returning();
    detailIds.push(d!.id);
  }
});
afterAll(async () => t.close());

const list = (token: string, query = '') =>
  t.app.inject({ method: 'GET', url: `/api/announcement${query}`, headers: bearer(token) });

describe('own announcements', () => {
  it('pages the user’s announcements newest first with isRead and the unread total', async () => {
    const res = await list(founderToken);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body._totalData).toBe(12);
    expect(body._pageCount).toBe(2);
    expect(body._unreadCount).toBe(12);
    expect(body._data).toHaveLength(10);
    expect(body._data[0]).toMatchObject({
      title: 'Duyuru 12',
      isRead: false,
      announcementDetailId: expect.any(String),
    });
    const second = (await list(founderToken, '?_pageNumber=2&_pageSize=10')).json();
    expect(second._data.map((a: { title: string }) => a.title)).toEqual(['Duyuru 2', 'Duyuru 1']);
  });

  it('marks one read once: isRead turns true and the unread total drops by one', async () => {
    const patch = () =>
      t.app.inject({
        method: 'PATCH',
        url: `/api/announcement/detail/${detailIds[0]}/read`,
        headers: bearer(founderToken),
      });
    expect((await patch()).statusCode).toBe(200);
    expect((await patch()).statusCode).toBe(200);
    const body = (await list(founderToken)).json();
    expect(body._unreadCount).toBe(11);
    const all = (await list(founderToken, '?_pageSize=20')).json();
    expect(all._data.find((a: { title: string }) => a.title === 'Duyuru 1').isRead).toBe(true);
  });

  it('shows nothing of another user’s announcements', async () => {
    expect((await list(otherToken)).json()._totalData).toBe(0);
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/announcement/detail/${detailIds[1]}/read`,
      headers: bearer(otherToken),
    });
    expect(res.statusCode).toBe(404);
  });

  it('refuses a page size past the limit with a Turkish 400', async () => {
    const res = await list(founderToken, '?_pageSize=1000');
    expect(res.statusCode).toBe(400);
    expect(res.json().title).toBe('Uyarı');
  });
});
