import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MobileAttendancePage } from './mobile-attendance-page';
import { forgetMe } from './mobile-http';

const CHILD = {
  id: 'c1',
  firstName: 'Zeynep',
  lastName: 'Aksoy',
  studentNo: 7,
  schoolClassName: '10-A',
  branchName: 'Kadıköy Şubesi',
};
const ME = {
  firstName: 'Fatma',
  lastName: 'Aksoy',
  email: 'fatma@example.com',
  role: 'Parent',
  children: [CHILD],
  unreadAnnouncements: 0,
};
const ATTENDANCE = {
  student: CHILD,
  term: { name: '2026-2027 Güz', startsOn: '2026-09-14', endsOn: '2027-01-22' },
  totals: { held: 12, present: 9, absent: 2, late: 1, excused: 0, absentDays: 1 },
  weeks: [{ week: '2026-11-16', held: 12, present: 9, absent: 2, late: 1, excused: 0 }],
};

type Reply = { status: number; body: unknown };
let replies: Record<string, Reply>;
const urls: string[] = [];

beforeEach(() => {
  forgetMe();
  urls.length = 0;
  replies = {
    '/mobileapi/me': { status: 200, body: ME },
    '/mobileapi/student/c1/attendance': { status: 200, body: ATTENDANCE },
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      urls.push(url);
      const reply = replies[url] ?? { status: 404, body: { message: 'Kayıt bulunamadı.' } };
      return new Response(JSON.stringify(reply.body), {
        status: reply.status,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

const renderPage = () =>
  render(
    <MemoryRouter initialEntries={['/mobile/student/c1/attendance']}>
      <Routes>
        <Route path="/mobile/student/:student_id/attendance" element={<MobileAttendancePage />} />
        <Route path="/mobile/sign-in" element={<h1>Mobil Giriş</h1>} />
      </Routes>
    </MemoryRouter>,
  );

describe('the mobile attendance page', () => {
  it('names the term it counts and shows its totals and weeks', async () => {
    renderPage();
    expect(await screen.findByText('2026-2027 Güz: 14.09.2026 – 22.01.2027')).toBeTruthy();
    expect(screen.getByLabelText('Özet').textContent).toContain('12');
    expect(screen.getByText('16.11.2026 haftası')).toBeTruthy();
    expect(screen.getByText('2 devamsız / 12 ders')).toBeTruthy();
  });

  it('goes to the mobile sign-in on a 401, without asking for a new token', async () => {
    replies['/mobileapi/student/c1/attendance'] = { status: 401, body: { message: 'Oturum süresi doldu.' } };
    renderPage();
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Mobil Giriş' })).toBeTruthy());
    expect(urls.filter((u) => u.includes('refresh'))).toEqual([]);
    expect(urls.every((u) => u.startsWith('/mobileapi/'))).toBe(true);
  });
});
