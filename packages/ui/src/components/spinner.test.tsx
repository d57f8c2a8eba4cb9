import { render, screen } from '../test/render';
import { describe, expect, it } from 'vitest';
import { Label } from './label';
import { Spinner } from './spinner';

describe('Spinner', () => {
  it('announces its label as a status', () => {
    render(<Spinner label="Синхронизация…" />);
    expect(screen.getByRole('status')).toHaveTextContent('Синхронизация…');
  });

  it('is hidden from assistive technology without a label', () => {
    const { container } = render(<Spinner />);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(container.firstChild).toHaveAttribute('aria-hidden', 'true');
  });
});

describe('Label', () => {
  it('names the control it points to', () => {
    render(
      <>
        <Label htmlFor="name">Имя</Label>
        <input id="name" />
      </>,
    );
    expect(screen.getByRole('textbox', { name: 'Имя' })).toBeInTheDocument();
  });
});
