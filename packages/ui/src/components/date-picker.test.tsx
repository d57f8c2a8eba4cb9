import { render, screen, within } from '../test/render';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { DatePicker } from './date-picker';

const today = new Date(2024, 4, 20);

function Controlled({ initial, onChange }: { initial: string; onChange: (text: string) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <DatePicker
      label="Дата покупки с"
      value={value}
      today={today}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

describe('DatePicker', () => {
  it('shows the value as dd.MM.yyyy', () => {
    render(<Controlled initial="05.01.2024" onChange={vi.fn()} />);
    expect(screen.getByRole('textbox', { name: 'Дата покупки с' })).toHaveValue('05.01.2024');
  });

  it('reports the typed text as it is, so a form can tell a half-typed date from none', async () => {
    const onChange = vi.fn();
    render(<Controlled initial="" onChange={onChange} />);
    const input = screen.getByRole('textbox', { name: 'Дата покупки с' });
    await userEvent.type(input, '3112');
    expect(input).toHaveValue('31.12');
    expect(onChange).toHaveBeenLastCalledWith('31.12');
    await userEvent.type(input, '2024');
    expect(onChange).toHaveBeenLastCalledWith('31.12.2024');
  });

  it('keeps an impossible date as typed', async () => {
    const onChange = vi.fn();
    render(<Controlled initial="05.01.2024" onChange={onChange} />);
    const input = screen.getByRole('textbox', { name: 'Дата покупки с' });
    await userEvent.clear(input);
    await userEvent.type(input, '31022024');
    expect(input).toHaveValue('31.02.2024');
    expect(onChange).toHaveBeenLastCalledWith('31.02.2024');
  });

  it('picks a day from a Monday-first, six-week Russian calendar', async () => {
    const onChange = vi.fn();
    render(<Controlled initial="10.05.2024" onChange={onChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'Выбрать дату' }));
    // The calendar's code is fetched on opening (date-picker-calendar.tsx); the first import of
    // react-day-picker takes a moment.
    const grid = await screen.findByRole('grid', {}, { timeout: 10_000 });
    // The weekday header row is aria-hidden by react-day-picker (each day button says its weekday).
    const weekdays = within(grid).getAllByRole('columnheader', { hidden: true });
    expect(weekdays).toHaveLength(7);
    expect(weekdays[0]).toHaveAccessibleName('понедельник');
    const weeks = within(grid).getAllByRole('row');
    expect(weeks).toHaveLength(6);
    weeks.forEach((week) => expect(within(week).getAllByRole('gridcell')).toHaveLength(7));
    expect(screen.getByRole('combobox', { name: 'Выберите год' })).toHaveDisplayValue('2024');
    const years = within(screen.getByRole('combobox', { name: 'Выберите год' }))
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(years[0]).toBe('2014');
    expect(years[years.length - 1]).toBe('2034');

    await userEvent.click(within(grid).getByRole('button', { name: /15 мая 2024/ }));
    expect(onChange).toHaveBeenLastCalledWith('15.05.2024');
    expect(screen.getByRole('textbox', { name: 'Дата покупки с' })).toHaveValue('15.05.2024');
    expect(screen.queryByRole('grid')).not.toBeInTheDocument();
  });

  it('follows a value reset from outside', () => {
    const { rerender } = render(<DatePicker label="Дата" value="05.01.2024" onChange={vi.fn()} />);
    rerender(<DatePicker label="Дата" value="" onChange={vi.fn()} />);
    expect(screen.getByRole('textbox', { name: 'Дата' })).toHaveValue('');
  });
});
