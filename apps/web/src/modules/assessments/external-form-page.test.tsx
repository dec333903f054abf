import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ExternalFormPage, externalTokenKey } from './public-form-page';

const SHARE = 'S'.repeat(43);
const PERSONAL = 'P'.repeat(43);
const OPEN = {
  state: 'Open',
  name: 'Öğrenme Stilleri',
  institution: 'Örnek Koleji',
  description: null,
  closesOn: '2026-12-01',
};
const QUESTIONS = {
  state: 'Open',
  name: 'Öğrenme Stilleri',
  institution: 'Örnek Koleji',
  description: null,
  displayMode: 'AllOnOnePage',
  firstName: 'Ayşe',
  questions: [
    {
      key: 'q1',
      text: 'Şemalarla öğrenirim.',
      kind: 'Likert',
      required: true,
      options: [
        { key: 'a', label: 'Evet' },
        { key: 'b', label: 'Hayır' },
      ],
    },
  ],
  answers: [{ questionKey: 'q1', optionKeys: ['a'], text: null }],
};

type Reply = { status?: number; body: unknown };
let replies: Record<string, Reply>;
const calls: { url: string; body: unknown }[] = [];

beforeEach(() => {
  window.localStorage.clear();
  calls.length = 0;
  replies = {
    [`/api/assessment/external-profile/${SHARE}`]: { body: OPEN },
    [`/api/assessment/external-profile/${SHARE}/start`]: { body: { token: PERSONAL } },
    [`/api/assessment/${PERSONAL}`]: { body: QUESTIONS },
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      calls.push({ url, body: init?.body ? JSON.parse(String(init.body)) : undefined });
      const reply = replies[url] ?? { status: 404, body: { message: 'yok' } };
      const status = reply.status ?? 200;
      return { ok: status < 400, status, json: async () => reply.body } as Response;
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

const renderPage = () =>
  render(
    <MemoryRouter initialEntries={[`/assessment/external-profile/${SHARE}`]}>
      <Routes>
        <Route path="/assessment/external-profile/:id" element={<ExternalFormPage />} />
      </Routes>
    </MemoryRouter>,
  );
const startCalls = () => calls.filter((c) => c.url.endsWith('/start'));

describe('ExternalFormPage', () => {
  it('asks for a name and a mobile phone by the shared rule before anything is sent', async () => {
    renderPage();
    fireEvent.change(await screen.findByLabelText('Cep Telefonu'), { target: { value: '02121112233' } });
    fireEvent.click(screen.getByRole('button', { name: 'Başla' }));
    expect(await screen.findByText('Lütfen Ad Soyad Giriniz!')).toBeTruthy();
    expect(screen.getByText('Geçerli Telefon Giriniz.')).toBeTruthy();
    expect(startCalls()).toEqual([]);
  });

  it('starts with the masked phone, keeps the personal token and shows the kept answers', async () => {
    renderPage();
    fireEvent.change(await screen.findByLabelText('Ad Soyad'), { target: { value: 'Ayşe Yılmaz' } });
    fireEvent.change(screen.getByLabelText('Cep Telefonu'), { target: { value: '5321112233' } });
    fireEvent.click(screen.getByLabelText('Veli'));
    fireEvent.click(screen.getByRole('button', { name: 'Başla' }));
    expect(await screen.findByText('1. Şemalarla öğrenirim.')).toBeTruthy();
    expect(startCalls()[0]!.body).toEqual({
      fullName: 'Ayşe Yılmaz',
      mobilePhone: '0(532) 111 22 33',
      relation: 'Parent',
    });
    expect(window.localStorage.getItem(externalTokenKey(SHARE))).toBe(PERSONAL);
    expect((screen.getByLabelText('Evet') as HTMLInputElement).checked).toBe(true);
  });

  it('comes back to the questions on a reload, without asking again', async () => {
    window.localStorage.setItem(externalTokenKey(SHARE), PERSONAL);
    renderPage();
    expect(await screen.findByText('1. Şemalarla öğrenirim.')).toBeTruthy();
    expect(startCalls()).toEqual([]);
  });

  it('asks again when the kept token is no longer known', async () => {
    window.localStorage.setItem(externalTokenKey(SHARE), PERSONAL);
    replies[`/api/assessment/${PERSONAL}`] = {
      body: { state: 'Unknown', message: 'Bu bağlantı geçerli değil.' },
    };
    renderPage();
    expect(await screen.findByRole('button', { name: 'Başla' })).toBeTruthy();
    expect(window.localStorage.getItem(externalTokenKey(SHARE))).toBeNull();
  });

  it('shows a closed link as a Turkish page, with no form', async () => {
    replies[`/api/assessment/external-profile/${SHARE}`] = {
      body: { state: 'Closed', name: 'Öğrenme Stilleri', message: 'Bu formun yanıtlama süresi sona erdi.' },
    };
    renderPage();
    expect(await screen.findByText('Süre doldu')).toBeTruthy();
    expect(screen.getByText('Bu formun yanıtlama süresi sona erdi.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Başla' })).toBeNull();
  });

  it('says a phone already used in plain Turkish', async () => {
    replies[`/api/assessment/external-profile/${SHARE}/start`] = {
      status: 400,
      body: { message: 'Bu telefon numarasıyla bu form daha önce yanıtlandı. Teşekkür ederiz.' },
    };
    renderPage();
    fireEvent.change(await screen.findByLabelText('Ad Soyad'), { target: { value: 'Ayşe Yılmaz' } });
    fireEvent.change(screen.getByLabelText('Cep Telefonu'), { target: { value: '5321112233' } });
    fireEvent.click(screen.getByRole('button', { name: 'Başla' }));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(
        'Bu telefon numarasıyla bu form daha önce yanıtlandı. Teşekkür ederiz.',
      ),
    );
    expect(window.localStorage.getItem(externalTokenKey(SHARE))).toBeNull();
  });
});
