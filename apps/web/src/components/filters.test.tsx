import { act, fireEvent, render, screen } from '@testing-library/react';
import dayjs from 'dayjs';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { FilterSelect } from './filter-select';
import { rangeDays, useRangeFilter } from './range-filter';

describe('FilterSelect', () => {
  const setup = (value?: 'OnStudy' | 'Freeze') => {
    const onChange = vi.fn();
    render(
      <FilterSelect
        label="Okuma Durumu"
        placeholder="Tüm durumlar"
        options={[
          { value: 'OnStudy', label: 'Okuyor' },
          { value: 'Freeze', label: 'Donduruldu' },
        ]}
        value={value}
        onChange={onChange}
      />,
    );
    return onChange;
  };

  it('is named by its label and shows the placeholder with nothing chosen', () => {
    setup();
    expect(screen.getByRole('combobox', { name: 'Okuma Durumu' })).toBeInTheDocument();
    expect(screen.getByText('Tüm durumlar')).toBeInTheDocument();
  });

  it('answers the chosen value, found by typing part of its label', async () => {
    const onChange = setup();
    const box = screen.getByRole('combobox', { name: 'Okuma Durumu' });
    fireEvent.mouseDown(box);
    fireEvent.change(box, { target: { value: 'dond' } });
    fireEvent.click(await screen.findByTitle('Donduruldu'));
    expect(onChange).toHaveBeenCalledWith('Freeze');
  });

  it('answers undefined, not null, when cleared', () => {
    const onChange = setup('OnStudy');
    const clear = document.querySelector('.ant-select-clear');
    expect(clear).not.toBeNull();
    fireEvent.mouseDown(clear!);
    fireEvent.click(clear!);
    expect(onChange).toHaveBeenCalledWith(undefined);
  });
});

const Range = ({ initial }: { initial?: boolean }) => {
  const [range, setRange] = useRangeFilter(initial ? [dayjs('2026-10-01'), dayjs('2026-10-31')] : null);
  return (
    <>
      <output aria-label="days">{JSON.stringify(rangeDays(range))}</output>
      <button type="button" onClick={() => setRange([dayjs('2026-11-02'), null])}>
        set
      </button>
      <button type="button" onClick={() => setRange(null)}>
        clear
      </button>
    </>
  );
};
const renderRange = (url: string, initial = false) => {
  const router = createMemoryRouter([{ path: '/', element: <Range initial={initial} /> }], {
    initialEntries: [url],
  });
  render(<RouterProvider router={router} />);
  return router;
};
const days = () => JSON.parse(screen.getByLabelText('days').textContent ?? '{}');

describe('useRangeFilter', () => {
  it('reads the range from the URL, ignoring a day that is not one', () => {
    renderRange('/?from=2026-09-01&to=not-a-day');
    expect(days()).toEqual({ from: '2026-09-01' });
  });

  it('writes a new range to the URL and starts the list from its first page', () => {
    const router = renderRange('/?_pageNumber=5&branchId=b1');
    act(() => screen.getByText('set').click());
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
      branchId: 'b1',
      from: '2026-11-02',
      to: '',
    });
    expect(days()).toEqual({ from: '2026-11-02' });
  });

  it('shows the default range until the user clears it, and then stays cleared', () => {
    renderRange('/', true);
    expect(days()).toEqual({ from: '2026-10-01', to: '2026-10-31' });
    act(() => screen.getByText('clear').click());
    expect(days()).toEqual({});
  });
});
