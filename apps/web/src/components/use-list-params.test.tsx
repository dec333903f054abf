import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { applyListChanges, useListParams, useUrlFilter, useUrlNumberFilter } from './use-list-params';

const q = (s: string) => new URLSearchParams(s);
const apply = (current: string, changes: Record<string, string | number | undefined>) =>
  applyListChanges(q(current), changes).toString();

describe('applyListChanges', () => {
  it('starts from the first page when a filter, the search, the sort or the page size changes', () => {
    expect(apply('_pageNumber=4', { studyState: 'OnStudy' })).toBe('studyState=OnStudy');
    expect(apply('_pageNumber=4', { _searchTerm: 'ay' })).toBe('_searchTerm=ay');
    expect(apply('_pageNumber=4', { _sort: 'name', _order: 'desc' })).toBe('_sort=name&_order=desc');
  });

  it('keeps the page when nothing changed or only the page did', () => {
    expect(apply('studyState=OnStudy&_pageNumber=4', { studyState: 'OnStudy' })).toBe(
      'studyState=OnStudy&_pageNumber=4',
    );
    expect(apply('studyState=OnStudy', { _pageNumber: 3 })).toBe('studyState=OnStudy&_pageNumber=3');
  });

  it('drops empty values and a direction without a column, so a link stays short', () => {
    expect(apply('branchId=b1&_sort=name&_order=desc', { branchId: undefined, _sort: undefined })).toBe('');
    expect(apply('', { _pageNumber: 1, _searchTerm: '' })).toBe('');
  });
});

const Probe = () => {
  const [params, setParams] = useListParams();
  const [branch, setBranch] = useUrlFilter<string>('branchId');
  const [klass, setClass] = useUrlFilter<string>('schoolClassId');
  const [days, setDays] = useUrlNumberFilter('minDaysLate');
  return (
    <>
      <output aria-label="state">{JSON.stringify({ ...params, branch, klass, days })}</output>
      <button
        type="button"
        onClick={() => {
          // Two filters in one event, as the student list clears a class of another branch.
          setBranch('b2');
          setClass(undefined);
        }}
      >
        branch
      </button>
      <button type="button" onClick={() => setDays(30)}>
        days
      </button>
      <button type="button" onClick={() => setParams({ _pageNumber: 2 })}>
        page
      </button>
    </>
  );
};

const renderAt = (url: string) => {
  const router = createMemoryRouter([{ path: '/', element: <Probe /> }], { initialEntries: [url] });
  render(<RouterProvider router={router} />);
  return router;
};
const state = () => JSON.parse(screen.getByLabelText('state').textContent ?? '{}');

describe('useListParams and the URL filters', () => {
  it('read the view from the URL, with safe defaults for nonsense', () => {
    renderAt('/?_pageNumber=-3&_pageSize=5000&_sort=name&_order=sideways&minDaysLate=abc&branchId=b1');
    expect(state()).toEqual({
      _searchTerm: '',
      _pageNumber: 1,
      _pageSize: 100,
      _sort: 'name',
      _order: 'asc',
      branch: 'b1',
    });
  });

  it('apply two filter changes made in one event, and reset the page', () => {
    const router = renderAt('/?branchId=b1&schoolClassId=c1&_pageNumber=3');
    act(() => screen.getByText('branch').click());
    expect(router.state.location.search).toBe('?branchId=b2');
    expect(state()).toMatchObject({ branch: 'b2', _pageNumber: 1 });
  });

  it('keep numbers as numbers and the page when only the page changes', () => {
    const router = renderAt('/?branchId=b1');
    act(() => screen.getByText('days').click());
    act(() => screen.getByText('page').click());
    expect(state()).toMatchObject({ days: 30, _pageNumber: 2, branch: 'b1' });
    expect(new URLSearchParams(router.state.location.search).get('minDaysLate')).toBe('30');
  });
});
