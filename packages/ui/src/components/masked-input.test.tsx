import { render, screen } from '../test/render';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Field } from './field';
import { formatMasked, MaskedInput, maskPresets, unformatMasked } from './masked-input';

function renderMasked(preset: keyof typeof maskPresets) {
  render(
    <Field label="Поле">
      <MaskedInput {...maskPresets[preset]} />
    </Field>,
  );
  return screen.getByRole('textbox', { name: 'Поле' });
}

describe('MaskedInput', () => {
  it('formats a user phone as +9 999 999 99 99', async () => {
    const input = renderMasked('userPhone');
    expect(input).toHaveAttribute('placeholder', '+9 999 999 99 99');
    await userEvent.type(input, '79001234567');
    expect(input).toHaveValue('+7 900 123 45 67');
  });

  it('formats a store phone as 9 9999 999 999 and ignores letters', async () => {
    const input = renderMasked('storePhone');
    await userEvent.type(input, '8a4012b345678');
    expect(input).toHaveValue('8 4012 345 678');
  });

  it('formats dates and date-times, digits only', async () => {
    const date = renderMasked('birthDate');
    await userEvent.type(date, '01x021990');
    expect(date).toHaveValue('01.02.1990');
  });

  it('formats a date-time as dd.mm.yyyy HH:MM', async () => {
    const input = renderMasked('dateTime');
    await userEvent.type(input, '311220242359');
    expect(input).toHaveValue('31.12.2024 23:59');
  });

  it('formats and unformats server values with a preset', () => {
    expect(formatMasked('79001234567', maskPresets.userPhone)).toBe('+7 900 123 45 67');
    expect(unformatMasked('+7 900 123 45 67', maskPresets.userPhone)).toBe('79001234567');
  });

  it('stops at the end of the mask', async () => {
    const input = renderMasked('storePhone');
    await userEvent.type(input, '1234567890123');
    expect(input).toHaveValue('1 2345 678 901');
  });
});

describe('MaskedInput clean-up', () => {
  it('leaves no caret-polling timer behind when unmounted while focused', () => {
    vi.useFakeTimers();
    try {
      const { unmount } = render(<MaskedInput aria-label="Телефон" {...maskPresets.userPhone} />);
      screen.getByRole('textbox', { name: 'Телефон' }).focus();
      vi.advanceTimersByTime(50);
      // The library's caret loop re-arms itself on every tick while focused.
      expect(vi.getTimerCount()).toBe(1);
      unmount();
      expect(vi.getTimerCount()).toBe(0);
    } finally {
      vi.useRealTimers();
    }
  });
});
