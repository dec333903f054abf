import { fireEvent, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { ColumnChooser, columnIdOf, useHiddenColumns } from './column-chooser';

const COLUMNS = [
  { title: 'Ad', key: 'name' },
  { title: 'Tutar', dataIndex: 'amount' },
  { title: '', key: 'actions' },
];

const Chooser = ({ user }: { user: string }) => {
  const [hidden, toggle] = useHiddenColumns(`list-columns:${user}:kayitlar`);
  return (
    <>
      <ColumnChooser columns={COLUMNS} hidden={hidden} onToggle={toggle} />
      <output aria-label="gizli">{[...hidden].join(',')}</output>
    </>
  );
};

const open = () => fireEvent.click(screen.getByRole('button', { name: /Sütunlar/ }));
const hiddenText = () => screen.getByLabelText('gizli').textContent;

beforeEach(() => localStorage.clear());

describe('ColumnChooser', () => {
  it('names a column by its key, else its field', () => {
    expect(COLUMNS.map(columnIdOf)).toEqual(['name', 'amount', 'actions']);
  });

  it('lists the named columns only: the row actions always stay', () => {
    render(<Chooser user="u1" />);
    open();
    expect(screen.getAllByRole('checkbox').map((c) => c.closest('label')?.textContent)).toEqual([
      'Ad',
      'Tutar',
    ]);
  });

  it('remembers the choice per user: the same user gets it back, another user does not', () => {
    const first = render(<Chooser user="u1" />);
    open();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Tutar' }));
    expect(hiddenText()).toBe('amount');
    first.unmount();

    const again = render(<Chooser user="u1" />);
    expect(hiddenText()).toBe('amount');
    again.unmount();

    render(<Chooser user="u2" />);
    expect(hiddenText()).toBe('');
  });

  it('keeps the last visible column: a table with no columns could not be undone', () => {
    render(<Chooser user="u1" />);
    open();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Tutar' }));
    expect(screen.getByRole('checkbox', { name: 'Ad' })).toBeDisabled();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Tutar' }));
    expect(hiddenText()).toBe('');
    expect(screen.getByRole('checkbox', { name: 'Ad' })).toBeEnabled();
  });
});
