import { afterEach, describe, expect, it, vi } from 'vitest';
import { downloadFile, followReport } from './download';

const blob = vi.hoisted(() => vi.fn());
const navigateTo = vi.hoisted(() => vi.fn());
vi.mock('../app/http', () => ({ api: { blob } }));
vi.mock('../app/navigation-bridge', () => ({ navigateTo }));

const REPORT_ID = '7f1c1c3e-0000-4000-8000-000000000042';

afterEach(() => {
  vi.restoreAllMocks();
  blob.mockReset();
  navigateTo.mockReset();
});

describe('downloadFile', () => {
  it('saves the workbook the API sends', async () => {
    blob.mockResolvedValue(new Blob(['xlsx'], { type: 'application/vnd.ms-excel' }));
    const open = vi.spyOn(window, 'open');
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    URL.createObjectURL = vi.fn(() => 'blob:x');
    URL.revokeObjectURL = vi.fn();
    await downloadFile('finance/report/collection/excel', undefined, 'Tahsilat Raporu.xlsx');
    expect(click).toHaveBeenCalledTimes(1);
    expect(open).not.toHaveBeenCalled();
  });

  it('follows a long list in the report centre: the result opens in a new tab', async () => {
    const answer = { reportId: REPORT_ID, message: 'Rapor merkezinde hazırlanıyor.' };
    blob.mockResolvedValue(new Blob([JSON.stringify(answer)], { type: 'application/json; charset=utf-8' }));
    const open = vi.spyOn(window, 'open').mockReturnValue({} as Window);
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click');
    await downloadFile('finance/report/collection/excel', undefined, 'Tahsilat Raporu.xlsx');
    expect(open).toHaveBeenCalledWith(`/report/${REPORT_ID}`, '_blank');
    expect(click).not.toHaveBeenCalled();
    expect(navigateTo).not.toHaveBeenCalled();
  });

  it('opens the result in this tab when the browser blocks the new one', async () => {
    blob.mockResolvedValue(
      new Blob([JSON.stringify({ reportId: REPORT_ID, message: '' })], { type: 'application/json' }),
    );
    vi.spyOn(window, 'open').mockReturnValue(null);
    await downloadFile('finance/report/collection/excel', undefined, 'Tahsilat Raporu.xlsx');
    expect(navigateTo).toHaveBeenCalledWith(`/report/${REPORT_ID}`);
  });
});

describe('followReport', () => {
  it('opens the result a bulk answer names, and nothing for an answer counted in the request', () => {
    const open = vi.spyOn(window, 'open').mockReturnValue({} as Window);
    followReport({ sent: 3, failed: 0, unreachable: [], message: '3 SMS gönderildi.' });
    expect(open).not.toHaveBeenCalled();
    followReport({ sent: 0, failed: 0, unreachable: [], message: '', reportId: REPORT_ID });
    expect(open).toHaveBeenCalledWith(`/report/${REPORT_ID}`, '_blank');
  });
});
