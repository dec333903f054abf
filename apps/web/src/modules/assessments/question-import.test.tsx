import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { HttpError } from '../../api/http-client';
import { buttonNamed, pickFile, renderWithQueries } from '../../components/screen-testing';
import { QuestionImport } from './question-import';
// Loaded before the tests, as the first click would: the tests time what the dialog does, not its download.
import './question-import-dialog';

const post = vi.hoisted(() => vi.fn());
vi.mock('../../app/http', () => ({ api: { get: vi.fn(), post } }));

const refusal = new HttpError(
  {
    status: 400,
    data: {
      title: 'Aktarım Yapılmadı',
      message: '1 satırda hata var.',
      errors: ['Satır 3, Puan: “Çok” seçeneği hiçbir boyuta puan vermiyor.'],
      details: [{ row: 3, column: 'Puan', message: '“Çok” seçeneği hiçbir boyuta puan vermiyor.' }],
    },
  } as never,
  {} as never,
);

const setup = async () => {
  const onImported = vi.fn();
  renderWithQueries(<QuestionImport id="a1" onImported={onImported} />);
  fireEvent.click(screen.getByRole('button', { name: /Excel’den Soru Aktar/ }));
  // The dialog loads on the first click.
  await screen.findByRole('button', { name: /Kontrol Et/ }, { timeout: 10_000 });
  pickFile('sorular.xlsx');
  return { onImported };
};

describe('QuestionImport', () => {
  beforeEach(() => post.mockReset());

  it('lists a refused file’s problems by row and does not offer to add it', async () => {
    post.mockRejectedValueOnce(refusal);
    const { onImported } = await setup();
    fireEvent.click(buttonNamed('Kontrol Et'));
    expect(
      await screen.findByText('“Çok” seçeneği hiçbir boyuta puan vermiyor.', undefined, { timeout: 5_000 }),
    ).toBeTruthy();
    expect(screen.getByText('1 satırda hata var. Hiçbir soru kaydedilmedi.')).toBeTruthy();
    expect(post.mock.calls[0]![1].query).toEqual({ dryRun: 'true' });
    expect(buttonNamed('Soruları Ekle').disabled).toBe(true);
    expect(onImported).not.toHaveBeenCalled();
  });

  it('adds a clean file only after it was checked, then hands the count to the screen', async () => {
    post
      .mockResolvedValueOnce({ count: 2, saved: 0, message: '2 soru kontrol edildi, hata yok.' })
      .mockResolvedValueOnce({ count: 2, saved: 2, message: '2 soru envantere eklendi.' });
    const { onImported } = await setup();
    expect(buttonNamed('Soruları Ekle').disabled).toBe(true);
    fireEvent.click(buttonNamed('Kontrol Et'));
    expect(await screen.findByText('2 soru kontrol edildi, hata yok.')).toBeTruthy();
    await waitFor(() => expect(buttonNamed('Soruları Ekle').disabled).toBe(false));
    fireEvent.click(buttonNamed('Soruları Ekle'));
    await waitFor(() => expect(onImported).toHaveBeenCalledWith(2));
    expect(post.mock.calls[1]![1]).toMatchObject({ path: { id: 'a1' }, query: { dryRun: 'false' } });
  });
});
