import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { QUEUED_REPORT_ID, watchNewTabs } from '../../components/report-tab-testing';
import { renderPageAt } from '../../components/screen-testing';
import { AssessmentAssignmentPage } from './assessment-assignment-page';

const get = vi.hoisted(() => vi.fn());
const post = vi.hoisted(() => vi.fn());
vi.mock('../../app/http', () => ({ api: { get, post } }));

const ASSIGNMENT_ID = '7f1c1c3e-0000-4000-8000-0000000000a1';
const ROW = {
  id: ASSIGNMENT_ID,
  name: 'Öğrenme Stilleri Envanteri',
  target: 'Class',
  schoolClassName: '9-A',
  opensOn: '2026-11-20',
  closesOn: '2026-11-27',
  total: 80,
  answered: 12,
};

const renderPage = () =>
  renderPageAt('/education/student/assessment-assignment', <AssessmentAssignmentPage />);

const remind = async () => {
  renderPage();
  fireEvent.click(await screen.findByRole('button', { name: 'Hatırlat (SMS)' }));
  await waitFor(() =>
    expect(post).toHaveBeenCalledWith('education/student/assessment-assignment/remind', {
      body: { assignmentId: ASSIGNMENT_ID, sms: 'Parent' },
    }),
  );
};

beforeEach(() => {
  localStorage.clear();
  get.mockReset();
  post.mockReset();
  get.mockResolvedValue({ _data: [ROW], _totalData: 1, _pageCount: 1 });
});

describe('the sendings list', () => {
  it('opens a reminder gone to the job queue in a new tab', async () => {
    const tabs = watchNewTabs();
    post.mockResolvedValue({
      sent: 0,
      unreachable: [],
      reportId: QUEUED_REPORT_ID,
      message: '136 SMS arka planda gönderiliyor; ilerlemesi ve sonuçları yeni sekmede.',
    });
    await remind();
    await tabs.reportOpened(QUEUED_REPORT_ID);
  });

  it('opens nothing for a reminder sent in the request', async () => {
    const tabs = watchNewTabs();
    post.mockResolvedValue({ sent: 3, unreachable: [], message: "3 hatırlatma SMS'i gönderildi." });
    await remind();
    // The list reads again after the send; nothing opened meanwhile.
    await waitFor(() => expect(get.mock.calls.length).toBeGreaterThan(1));
    tabs.nothingOpened();
  });
});
