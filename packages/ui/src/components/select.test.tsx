import { render, screen } from '../test/render';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Select } from './select';

const options = [
  { value: '', label: 'Основная' },
  { value: '1', label: 'Пицца' },
  { value: '2', label: '-Роллы' },
];

function Controlled({ onValueChange }: { onValueChange: (value: string) => void }) {
  const [value, setValue] = useState('1');
  return (
    <Select
      label="Родительская категория"
      options={options}
      value={value}
      onValueChange={(next) => {
        setValue(next);
        onValueChange(next);
      }}
    />
  );
}

describe('Select', () => {
  it('is a labelled combobox showing the chosen option', () => {
    render(<Controlled onValueChange={vi.fn()} />);
    expect(screen.getByRole('combobox', { name: 'Родительская категория' })).toHaveTextContent(
      'Пицца',
    );
  });

  it('chooses an option with the keyboard, including the empty-value option', async () => {
    const onValueChange = vi.fn();
    render(<Controlled onValueChange={onValueChange} />);
    const trigger = screen.getByRole('combobox', { name: 'Родительская категория' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.click(await screen.findByRole('option', { name: 'Основная' }));
    expect(onValueChange).toHaveBeenLastCalledWith('');
    expect(trigger).toHaveTextContent('Основная');
  });

  it('offers the whole text of a long chosen option as the tooltip of its box', () => {
    const long = 'Ж'.repeat(10_000);
    render(
      <Select
        label="Город"
        options={[{ value: '1', label: long }]}
        value="1"
        onValueChange={vi.fn()}
      />,
    );
    expect(screen.getByRole('combobox', { name: 'Город' })).toHaveAttribute('title', long);
  });

  it('shows the placeholder and marks an error', () => {
    render(
      <Select
        label="Город"
        options={options.slice(1)}
        placeholder="Выберите город"
        error="Выберите город из списка"
      />,
    );
    const trigger = screen.getByRole('combobox', { name: 'Город' });
    expect(trigger).toHaveTextContent('Выберите город');
    expect(trigger).toHaveAttribute('aria-invalid', 'true');
    expect(trigger).toHaveAccessibleDescription('Выберите город из списка');
  });
});
