import { render, screen } from '../test/render';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { NumberField } from './number-field';

describe('NumberField', () => {
  it('keeps exactly what was typed: no key is swallowed, nothing is rewritten', async () => {
    render(<NumberField label="Порядок" isInteger min={0} />);
    const input = screen.getByRole('spinbutton', { name: 'Порядок' });
    // The old field dropped '-' and 'e' as they were typed: '-1e1' became '11'.
    await userEvent.type(input, '-1e1');
    expect(input).toHaveValue('-1e1');
    await userEvent.clear(input);
    await userEvent.type(input, '549,50');
    expect(input).toHaveValue('549,50');
  });

  it('asks for a numeric keyboard, decimal unless whole numbers only', () => {
    render(
      <>
        <NumberField label="Порядок" isInteger min={0} max={99} />
        <NumberField label="Широта" />
      </>,
    );
    const order = screen.getByRole('spinbutton', { name: 'Порядок' });
    expect(order).toHaveAttribute('inputmode', 'numeric');
    expect(order).toHaveAttribute('aria-valuemin', '0');
    expect(order).toHaveAttribute('aria-valuemax', '99');
    expect(screen.getByRole('spinbutton', { name: 'Широта' })).toHaveAttribute(
      'inputmode',
      'decimal',
    );
  });

  it('steps a whole number with the arrow keys within its bounds, as the change it is', async () => {
    function Stepped() {
      const [value, setValue] = useState('1');
      return (
        <>
          <NumberField
            label="Количество"
            isInteger
            min={0}
            max={2}
            value={value}
            onChange={(event) => setValue(event.target.value)}
          />
          <output>{value}</output>
        </>
      );
    }
    render(<Stepped />);
    const input = screen.getByRole('spinbutton', { name: 'Количество' });
    await userEvent.type(input, '{ArrowUp}{ArrowUp}{ArrowUp}');
    expect(screen.getByRole('status')).toHaveTextContent('2');
    await userEvent.type(input, '{ArrowDown}{ArrowDown}{ArrowDown}');
    expect(screen.getByRole('status')).toHaveTextContent('0');
    // A text that is not a whole number is left for its owner to flag, not replaced.
    await userEvent.clear(input);
    await userEvent.type(input, '1e1{ArrowUp}');
    expect(input).toHaveValue('1e1');
  });
});
