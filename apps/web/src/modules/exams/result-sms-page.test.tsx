import { fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { QUEUED_REPORT_ID, watchNewTabs } from '../../components/report-tab-testing';
import { renderPageAt } from '../../components/screen-testing';
import { ResultSmsPage } from './result-sms-page';

const get = vi.hoisted(() => vi.fn());
const post = vi.hoisted(() => vi.fn());
vi.mock('../../app/http', () => ({ api: { get, post } }));

const EXAM_ID = '7f1c1c3e-0000-4000-8000-0000000000e1';
const PREVIEW = {
  _data: [
    {
      studentId: '7f1c1c3e-0000-4000-8000-000000000001',
      fullName: 'Ali Aksoy',
      phones: ['0(532) 111 22 01'],
      text: 'Ali Aksoy TYT Deneme 1 sonucu: Net 85,25 Puan 412,50 Sıra (sınıf/şube/kurum) 3/12/45',
      sent: false,
    },
  ],
  _totalData: 60,
  _pageCount: 6,
  toSend: 60,
  messages: 120,
  alreadySent: 0,
  noPhone: 0,
};

const renderPage = () =>
  renderPageAt('/exam/report/result-sms', <ResultSmsPage />, `/exam/report/result-sms?examId=${EXAM_ID}`);

/** Presses "SMS Gönder" and confirms it in the popover. */
const send = async () => {
  await screen.findByText('Ali Aksoy');
  fireEvent.click(screen.getByRole('button', { name: 'SMS Gönder' }));
  fireEvent.click(await screen.findByRole('button', { name: 'Gönder' }));
};

beforeEach(() => {
  get.mockReset();
  post.mockReset();
  get.mockImplementation(async (path: string) => {
    if (path === '/examapi/exams')
      return { _data: [{ id: EXAM_ID, name: 'TYT Deneme 1', date: '2026-11-15' }], _totalData: 1 };
    if (path === '/examapi/exams/{id}/result-sms') return PREVIEW;
    throw new Error(`unexpected call: ${path}`);
  });
});

describe('the result SMS page', () => {
  it('opens a send gone to the job queue in a new tab and says so', async () => {
    const tabs = watchNewTabs();
    const message = '120 SMS arka planda gönderiliyor; ilerlemesi ve sonuçları yeni sekmede.';
    post.mockResolvedValue({ students: 60, messages: 120, skipped: 0, message, reportId: QUEUED_REPORT_ID });
    renderPage();
    await send();
    await tabs.reportOpened(QUEUED_REPORT_ID);
    expect(post).toHaveBeenCalledWith('/examapi/exams/{id}/result-sms', { path: { id: EXAM_ID } });
    expect(screen.getByTestId('result-sms-answer').textContent).toBe(message);
  });

  it('opens nothing for a send made in the request', async () => {
    const tabs = watchNewTabs();
    const message = '3 öğrencinin sonucu 4 SMS ile velilere gönderildi.';
    post.mockResolvedValue({ students: 3, messages: 4, skipped: 0, message });
    renderPage();
    await send();
    expect((await screen.findByTestId('result-sms-answer')).textContent).toBe(message);
    tabs.nothingOpened();
  });
});
