import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { buttonNamed, pickFile, renderWithQueries } from '../../components/screen-testing';
import { OutcomeImport, previewRows } from './learning-outcome-import';
import { heatColor, OutcomeHeatMap } from './outcome-heat-map';

const postOutcomeFile = vi.hoisted(() => vi.fn());
vi.mock('./exam-outcomes.api', () => ({
  POOLS: 'learning-outcome-pools',
  postOutcomeFile,
  downloadExamFile: vi.fn(),
}));

const preview = {
  outcomes: [
    { row: 2, code: 'M.8.1.1', text: 'Çarpanları bulur.', existing: true },
    { row: 4, code: 'M.8.1.2', text: 'EBOB hesaplar.', existing: false },
  ],
  errors: [
    { row: 3, column: 'Kazanım Kodu', message: 'Kazanım kodu boş olamaz.' },
    { row: 3, column: 'Kazanım', message: 'Kazanım metni boş olamaz.' },
  ],
  added: 1,
  updated: 1,
  message: '1 satırda hata var.',
};

const open = () => {
  const onImported = vi.fn();
  renderWithQueries(<OutcomeImport poolId="p1" onImported={onImported} />);
  fireEvent.click(screen.getByRole('button', { name: /Excel’den Kazanım Aktar/ }));
  pickFile('kazanimlar.xlsx');
  return { onImported };
};

describe('the outcome import preview', () => {
  beforeEach(() => postOutcomeFile.mockReset());

  it('puts every row in sheet order, a bad row with all its errors', () => {
    expect(previewRows(preview).map((r) => [r.row, r.problems.length])).toEqual([
      [2, 0],
      [3, 2],
      [4, 0],
    ]);
  });

  it('shows the checked rows and their errors, and does not offer to import a file with errors', async () => {
    postOutcomeFile.mockResolvedValueOnce(preview);
    open();
    fireEvent.click(buttonNamed('Kontrol Et'));
    expect(await screen.findByText('Kazanım Kodu: Kazanım kodu boş olamaz.')).toBeTruthy();
    expect(screen.getByText('Kazanım: Kazanım metni boş olamaz.')).toBeTruthy();
    expect(screen.getByText('1 satırda hata var. Hatalar düzeltilmeden aktarılamaz.')).toBeTruthy();
    expect(screen.getByText('Güncellenecek')).toBeTruthy();
    expect(screen.getByText('Eklenecek')).toBeTruthy();
    expect(postOutcomeFile).toHaveBeenCalledWith('p1', expect.any(File), true);
    expect(buttonNamed('Kazanımları Aktar').disabled).toBe(true);
  });

  it('imports a clean file after the check', async () => {
    postOutcomeFile.mockResolvedValueOnce({ ...preview, errors: [] });
    postOutcomeFile.mockResolvedValueOnce({ ...preview, errors: [] });
    const { onImported } = open();
    fireEvent.click(buttonNamed('Kontrol Et'));
    expect(await screen.findByText('1 yeni kazanım eklenecek, 1 kazanım güncellenecek.')).toBeTruthy();
    fireEvent.click(buttonNamed('Kazanımları Aktar'));
    await waitFor(() => expect(onImported).toHaveBeenCalled());
    expect(postOutcomeFile).toHaveBeenLastCalledWith('p1', expect.any(File), false);
  });
});

describe('the outcome heat map', () => {
  it('shows each row’s success per outcome in percent on its colour', () => {
    render(
      <OutcomeHeatMap
        label="Sınıf"
        outcomes={[
          { id: 'o1', code: 'M.8.1', text: 'Bir' },
          { id: 'o2', code: 'M.8.2', text: 'İki' },
        ]}
        rows={[
          { id: 'c1', name: '9-A', students: 2, success: [1, 0.5] },
          { id: 'c2', name: '9-B', students: 2, success: [0.3333, null] },
        ]}
      />,
    );
    const row = screen.getByText('9-B').closest('tr') as HTMLElement;
    const cells = within(row).getAllByTestId('heat-cell');
    expect(cells.map((c) => c.textContent)).toEqual(['%33,3', '-']);
    expect((cells[1]!.closest('td') as HTMLElement).style.background).toBe('rgb(240, 240, 240)');
    expect(heatColor(1)).toBe('hsl(120, 70%, 80%)');
    expect(heatColor(0)).toBe('hsl(0, 70%, 80%)');
  });

  it('says so when the exam has no outcomes on its questions', () => {
    render(<OutcomeHeatMap label="Şube" outcomes={[]} rows={[]} />);
    expect(screen.getByText('Bu sınavın sorularına kazanım atanmamış.')).toBeTruthy();
  });
});
