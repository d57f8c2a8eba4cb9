import { render, screen } from '../test/render';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
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

  it('gives the focus back to the button that opened it from code, on Закрыть and on Escape', async () => {
    // One dialog for many rows: opened from a row's button, not a DialogTrigger.
    function Rows() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <Button onClick={() => setOpen(true)}>Отзывы: Иванов</Button>
          <Dialog open={open} onOpenChange={setOpen}>
            <DialogContent title="Отзывы">
              <p>Список пуст</p>
            </DialogContent>
          </Dialog>
        </>
      );
    }
    render(<Rows />);
    const opener = screen.getByRole('button', { name: 'Отзывы: Иванов' });
    await userEvent.click(opener);
    await userEvent.click(screen.getByRole('button', { name: 'Закрыть' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();

    await userEvent.click(opener);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });
});
