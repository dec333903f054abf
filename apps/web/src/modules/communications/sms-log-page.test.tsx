import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderPageAt } from '../../components/screen-testing';
import { SmsLogPage } from './sms-log-page';
import { SmsTestPage } from './sms-test-page';

const get = vi.hoisted(() => vi.fn());
const post = vi.hoisted(() => vi.fn());
vi.mock('../../app/http', () => ({ api: { get, post } }));

const ROW = {
  id: '7f1c1c3e-0000-4000-8000-000000000001',
  businessId: '7f1c1c3e-0000-4000-8000-0000000000b1',
  businessName: 'Demo Eğitim',
  purpose: 'rollcall-alert',
  kind: 'Informational',
  to: '0(532) 123 45 67',
  text: 'Öğrenciniz bugün derse gelmedi.',
  units: 1,
  provider: 'netgsm',
  providerMessageId: null,
  providerCode: null,
  status: 'Held',
  error: 'Aynı metin bu numaraya son 10 dakika içinde gönderildi.',
  createdAt: '2026-11-24T09:30:00.000Z',
};
const PAGE = {
  _data: [ROW],
  _totalData: 12,
  _pageCount: 1,
  totalUnits: 15,
  sentUnits: 9,
  sentCount: 8,
  failedCount: 1,
  heldCount: 3,
};

beforeEach(() => {
  get.mockReset();
  post.mockReset();
  get.mockImplementation(async (path: string) => {
    if (path === 'admin/sms-log') return PAGE;
    if (path === 'admin/business/list') return [{ id: ROW.businessId, name: 'Demo Eğitim' }];
    if (path === 'admin/sms-test') return { _data: [], _totalData: 0, _pageCount: 0 };
    throw new Error(`unexpected call: ${path}`);
  });
});
afterEach(cleanup);

describe('the sent-SMS log', () => {
  it('asks with the filters of the link and shows the rows with the filtered set’s units', async () => {
    renderPageAt(
      '/admin/sms-log',
      <SmsLogPage />,
      '/admin/sms-log?status=Held&phone=05321234567&from=2026-11-01&to=2026-11-24',
    );
    expect(await screen.findByText('Aynı metin bu numaraya son 10 dakika içinde gönderildi.')).toBeTruthy();
    expect(screen.getByTestId('sms-log-totals').textContent).toBe(
      '12 mesaj · 15 birim (gönderilen 8 mesaj, 9 birim · gönderilemeyen 1 · bekletilen 3)',
    );
    expect(screen.getByText('Yoklama bildirimi')).toBeTruthy();
    expect(screen.getAllByText('Bekletildi').length).toBeGreaterThan(0);
    const query = get.mock.calls.find((c) => c[0] === 'admin/sms-log')![1].query;
    expect(query).toMatchObject({
      status: 'Held',
      phone: '05321234567',
      from: '2026-11-01',
      to: '2026-11-24',
    });
  });
});

describe('the SMS test page', () => {
  it('shows the provider’s answer: status, message id, code, reason and units', async () => {
    post.mockResolvedValue({
      ...ROW,
      purpose: 'admin-test',
      businessId: null,
      businessName: null,
      status: 'Failed',
      providerCode: '40',
      error: 'Mesaj başlığı (gönderici adı) NetGSM hesabında tanımlı değil.',
      message: "Test SMS'i gönderilemedi: Mesaj başlığı (gönderici adı) NetGSM hesabında tanımlı değil.",
    });
    renderPageAt('/admin/sms-test', <SmsTestPage />);
    fireEvent.change(await screen.findByLabelText('Telefon'), { target: { value: '05321234567' } });
    fireEvent.change(screen.getByLabelText('Mesaj'), { target: { value: 'Deneme' } });
    fireEvent.click(screen.getByRole('button', { name: 'Gönder' }));
    const answer = await screen.findByTestId('sms-test-answer');
    await waitFor(() => expect(post).toHaveBeenCalledTimes(1));
    expect(answer.textContent).toContain(
      "Test SMS'i gönderilemedi: Mesaj başlığı (gönderici adı) NetGSM hesabında tanımlı değil.",
    );
    expect(answer.textContent).toContain('Gönderilemedi');
    expect(answer.textContent).toContain('Sağlayıcı kodu40');
    expect(answer.textContent).toContain('Birim1');
  });
});
