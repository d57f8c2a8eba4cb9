import { render, screen } from '../test/render';
import { describe, expect, it } from 'vitest';
import { BoolIcon } from './bool-icon';

describe('BoolIcon', () => {
  it('names a tick or a cross with the given label', () => {
    render(
      <>
        <BoolIcon value label="Активен" />
        <BoolIcon value={false} label="Не активен" />
      </>,
    );
    expect(screen.getByRole('img', { name: 'Активен' })).toHaveAttribute('data-value', 'true');
    expect(screen.getByRole('img', { name: 'Не активен' })).toHaveAttribute('data-value', 'false');
  });
});
