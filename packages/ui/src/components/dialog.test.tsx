import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Button } from './button';
import { Dialog, DialogContent, DialogTrigger } from './dialog';

function Example() {
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button>Отзывы</Button>
      </DialogTrigger>
      <DialogContent title="Отзывы" description="Оценки посетителей">
        <p>Список пуст</p>
      </DialogContent>
    </Dialog>
  );
}

describe('Dialog', () => {
  it('opens with its title and description and closes with Закрыть', async () => {
    render(<Example />);
    await userEvent.click(screen.getByRole('button', { name: 'Отзывы' }));
    const dialog = screen.getByRole('dialog', { name: 'Отзывы' });
    expect(dialog).toHaveAccessibleDescription('Оценки посетителей');
    await userEvent.click(screen.getByRole('button', { name: 'Закрыть' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Отзывы' })).toHaveFocus();
  });

  it('closes on Escape', async () => {
    render(<Example />);
    await userEvent.click(screen.getByRole('button', { name: 'Отзывы' }));
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
