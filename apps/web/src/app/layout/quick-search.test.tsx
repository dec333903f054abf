import type { TQuickSearchResult } from '@panel/shared/search/quick-search';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderWithQueries } from '../../components/screen-testing';
import { QuickSearch } from './quick-search';

const get = vi.fn();
vi.mock('../http', () => ({ api: { get: (...args: unknown[]) => get(...args) } }));

const result: TQuickSearchResult = {
  students: [
    { id: 's1', title: 'Zeynep Korkmaz', subtitle: 'No 12 · 9-A', studentId: 's1' },
    { id: 's2', title: 'Emre Korkmaz', subtitle: 'No 13 · 9-C', studentId: 's2' },
  ],
  parents: [{ id: 'p1', title: 'Gülşen Korkmaz', subtitle: 'Veli · Zeynep Korkmaz', studentId: 's1' }],
  staff: [],
  receipts: [{ id: 'c1', title: 'Makbuz 2026-7', subtitle: 'Zeynep Korkmaz', studentId: 's1' }],
};

const setup = () => {
  const router = createMemoryRouter(
    [
      { path: '/', element: <QuickSearch /> },
      { path: '*', element: <p>sayfa</p> },
    ],
    { initialEntries: ['/'] },
  );
  renderWithQueries(<RouterProvider router={router} />);
  return router;
};

// The dialog's code loads when the search is first opened; loaded here once, so each test
// waits on what the user sees and not on the first transform of the dialog's module.
beforeAll(() => import('./quick-search-dialog'));
afterEach(() => get.mockReset());

describe('QuickSearch', () => {
  it('opens with Ctrl+K, groups the results by kind and opens the chosen one with the arrows and Enter', async () => {
    get.mockResolvedValue(result);
    const router = setup();
    fireEvent.keyDown(window, { key: 'k', ctrlKey: true });
    const box = await screen.findByTestId('quick-search-input');
    fireEvent.change(box, { target: { value: 'Korkmaz Zeynep' } });
    expect(await screen.findByText('Emre Korkmaz')).toBeInTheDocument();
    expect(get).toHaveBeenCalledWith('search', { query: { q: 'Korkmaz Zeynep' } });
    expect(screen.getByRole('group', { name: 'Öğrenciler' })).toHaveTextContent('Zeynep Korkmaz');
    expect(screen.getByRole('group', { name: 'Veliler' })).toHaveTextContent('Gülşen Korkmaz');
    expect(screen.getByRole('group', { name: 'Makbuzlar' })).toHaveTextContent('Makbuz 2026-7');
    expect(screen.queryByRole('group', { name: 'Personel' })).toBeNull();

    // Down twice: past both students to the parent, who opens the child's card.
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    expect(screen.getByRole('option', { selected: true })).toHaveTextContent('Gülşen Korkmaz');
    fireEvent.keyDown(box, { key: 'Enter' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/education/student/s1'));
  });

  it('opens with "/" outside a field, asks nothing under two characters, and opens a receipt by click', async () => {
    get.mockResolvedValue(result);
    const router = setup();
    fireEvent.keyDown(document.body, { key: '/' });
    const box = await screen.findByTestId('quick-search-input');
    fireEvent.change(box, { target: { value: 'K' } });
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(get).not.toHaveBeenCalled();
    fireEvent.change(box, { target: { value: '2026' } });
    fireEvent.click(await screen.findByText('Makbuz 2026-7'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/finance/collection/c1'));
  });

  it('says so when nothing is found', async () => {
    get.mockResolvedValue({ students: [], parents: [], staff: [], receipts: [] });
    setup();
    fireEvent.click(screen.getByTestId('quick-search-button'));
    fireEvent.change(await screen.findByTestId('quick-search-input'), { target: { value: 'yokyok' } });
    expect(await screen.findByText('Sonuç bulunamadı')).toBeInTheDocument();
  });
});
