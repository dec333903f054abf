import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Button } from 'antd';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PagedPathOf } from '../api/api-paths';
import { ListPage } from './list-page';
import { renderPageAt, renderWithQueries } from './screen-testing';
import { useUrlFilter } from './use-list-params';

const get = vi.hoisted(() => vi.fn());
vi.mock('../app/http', () => ({ api: { get } }));

type Row = { id: string; name: string; amount: number };
const ROWS: Row[] = [
  { id: 'a', name: 'Çelik', amount: 500 },
  { id: 'b', name: 'Işık', amount: 100 },
];

/** The query of the list's last request. */
const lastQuery = (): Record<string, unknown> =>
  (get.mock.calls.at(-1)?.[1] as { query?: Record<string, unknown> } | undefined)?.query ?? {};

const Screen = ({ bulk }: { bulk?: boolean }) => {
  const [state, setState] = useUrlFilter<'open' | 'closed'>('state', ['open', 'closed']);
  return (
    <ListPage<Row>
      title="Kayıtlar"
      // A made-up row over a mocked client: the frame is tested, not the student list's answer.
      endpoint={'education/student' as PagedPathOf<Row>}
      searchPlaceholder="Ara"
      emptyText="Kayıt yok."
      filters={{ state }}
      toolbar={<Button onClick={() => setState('open')}>Açıkları göster</Button>}
      bulkActions={
        bulk ? (selected) => <Button>{`İşle: ${selected.map((r) => r.name).join(', ')}`}</Button> : undefined
      }
      columns={[
        { title: 'Ad', key: 'name', dataIndex: 'name', sorter: true },
        { title: 'Tutar', key: 'amount', dataIndex: 'amount' },
      ]}
    />
  );
};

const renderRouter = (router: ReturnType<typeof createMemoryRouter>) =>
  renderWithQueries(<RouterProvider router={router} />);

const renderAt = (url: string, bulk = false) => renderPageAt('/list', <Screen bulk={bulk} />, url);

const search = (router: ReturnType<typeof renderAt>) =>
  Object.fromEntries(new URLSearchParams(router.state.location.search));

beforeEach(() => {
  localStorage.clear();
  get.mockResolvedValue({ _data: ROWS, _totalData: 2, _pageCount: 1 });
});
afterEach(() => get.mockReset());

describe('ListPage', () => {
  it('asks the server for the view the link names: filter, sort, page', async () => {
    renderAt('/list?state=open&_sort=name&_order=desc&_pageNumber=2');
    await screen.findByText('Çelik');
    expect(lastQuery()).toMatchObject({ state: 'open', _sort: 'name', _order: 'desc', _pageNumber: 2 });
  });

  it('sends no sort a column does not offer, and no filter value the screen does not know', async () => {
    renderAt('/list?_sort=amount&state=bogus');
    await screen.findByText('Çelik');
    expect(lastQuery()._sort).toBeUndefined();
    expect(lastQuery().state).toBeUndefined();
  });

  it('sorts on the server from the column header and keeps the sort in the URL', async () => {
    const router = renderAt('/list');
    await screen.findByText('Çelik');
    const header = () => screen.getAllByRole('columnheader').find((th) => th.textContent === 'Ad')!;
    fireEvent.click(header());
    await waitFor(() => expect(search(router)).toMatchObject({ _sort: 'name', _order: 'asc' }));
    await waitFor(() => expect(lastQuery()).toMatchObject({ _sort: 'name', _order: 'asc' }));
    fireEvent.click(header());
    await waitFor(() => expect(search(router)).toMatchObject({ _sort: 'name', _order: 'desc' }));
  });

  it('starts from the first page when a filter changes, keeping the filter in the URL', async () => {
    const router = renderAt('/list?_pageNumber=3');
    await screen.findByText('Çelik');
    fireEvent.click(screen.getByText('Açıkları göster'));
    await waitFor(() => expect(search(router)).toEqual({ state: 'open' }));
    await waitFor(() => expect(lastQuery()).toMatchObject({ state: 'open', _pageNumber: 1 }));
  });

  it('offers the bulk actions once rows are ticked, with the ticked rows', async () => {
    renderAt('/list', true);
    await screen.findByText('Çelik');
    expect(screen.queryByRole('toolbar', { name: 'Seçili kayıtlar' })).not.toBeInTheDocument();
    const row = screen.getByText('Işık').closest('tr')!;
    fireEvent.click(within(row).getByRole('checkbox'));
    const bar = await screen.findByRole('toolbar', { name: 'Seçili kayıtlar' });
    expect(within(bar).getByText('1 kayıt seçildi')).toBeInTheDocument();
    expect(within(bar).getByRole('button', { name: 'İşle: Işık' })).toBeInTheDocument();
    fireEvent.click(within(bar).getByRole('button', { name: 'Seçimi temizle' }));
    await waitFor(() =>
      expect(screen.queryByRole('toolbar', { name: 'Seçili kayıtlar' })).not.toBeInTheDocument(),
    );
  });

  it('hides a column the user turned off, and still hides it on the next visit', async () => {
    renderAt('/list');
    await screen.findByText('Çelik');
    expect(screen.getByText('500')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: /Sütunlar/ }));
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Tutar' }));
    await waitFor(() => expect(screen.queryByText('500')).not.toBeInTheDocument());
    cleanup();
    renderAt('/list');
    await screen.findByText('Çelik');
    expect(screen.queryByText('500')).not.toBeInTheDocument();
  });

  it('opens the row the user clicked even when the search pause ends while that page loads', async () => {
    let openDetail: (() => void) | undefined;
    const router = createMemoryRouter(
      [
        { path: '/list', element: <Screen /> },
        {
          path: '/detail',
          // A page whose code is still downloading when the search's pause ends.
          lazy: () =>
            new Promise((resolve) => {
              openDetail = () => resolve({ element: <h1>Ayrıntı</h1> });
            }),
        },
      ],
      { initialEntries: ['/list'] },
    );
    renderRouter(router);
    await screen.findByText('Çelik');
    fireEvent.change(screen.getByRole('searchbox', { name: 'Ara' }), { target: { value: 'çelik' } });
    void router.navigate('/detail');
    // The search would have fired after 300 ms; the page then arrives.
    await new Promise((r) => setTimeout(r, 500));
    openDetail?.();
    await screen.findByRole('heading', { name: 'Ayrıntı' });
    expect(router.state.location.pathname).toBe('/detail');
  });

  it('keeps the click when the search goes out in the same moment, before the list has drawn again', async () => {
    const router = createMemoryRouter(
      [
        { path: '/list', element: <Screen /> },
        { path: '/detail', lazy: () => new Promise(() => {}) },
      ],
      { initialEntries: ['/list'] },
    );
    renderRouter(router);
    await screen.findByText('Çelik');
    const box = screen.getByRole('searchbox', { name: 'Ara' });
    fireEvent.change(box, { target: { value: 'çelik' } });
    void router.navigate('/detail');
    // Enter sends the search at once, while React has not yet drawn the navigation.
    fireEvent.keyDown(box, { key: 'Enter', code: 'Enter', keyCode: 13 });
    await new Promise((r) => setTimeout(r, 400));
    expect(router.state.navigation.location?.pathname).toBe('/detail');
    expect(router.state.location.search).toBe('');
  });
});
