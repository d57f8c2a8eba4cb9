import { render, screen } from '../test/render';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LoadError } from './load-error';

describe('LoadError', () => {
  it("says what went wrong with 'Повторить', which retries", async () => {
    const onRetry = vi.fn();
    render(<LoadError message="Нет связи с сервером" onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Нет связи с сервером');
    await userEvent.click(screen.getByRole('button', { name: 'Повторить' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('retries without submitting the form around it', async () => {
    const onSubmit = vi.fn((event: React.FormEvent) => event.preventDefault());
    render(
      <form onSubmit={onSubmit}>
        <LoadError message="Сервер перегружен" onRetry={vi.fn()} />
      </form>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Повторить' }));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('offers no retry without onRetry', () => {
    render(<LoadError message="Запись не найдена" />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
