import { act, render, screen } from '../test/render';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmDialog, useConfirm } from './confirm-dialog';

function Controlled({ onConfirm }: { onConfirm: () => void | Promise<unknown> }) {
  const [open, setOpen] = useState(true);
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={setOpen}
      message="Удалить категорию?"
      onConfirm={onConfirm}
    />
  );
}

describe('ConfirmDialog', () => {
  it('asks the question with Да and Отмена, focusing Отмена', () => {
    render(<Controlled onConfirm={vi.fn()} />);
    expect(screen.getByRole('alertdialog', { name: 'Удалить категорию?' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Да' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Отмена' })).toHaveFocus();
  });

  it('confirms and closes', async () => {
    const onConfirm = vi.fn();
    render(<Controlled onConfirm={onConfirm} />);
    await userEvent.click(screen.getByRole('button', { name: 'Да' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('cancels on Escape without confirming', async () => {
    const onConfirm = vi.fn();
    render(<Controlled onConfirm={onConfirm} />);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('stays open when the confirmed action fails', async () => {
    render(<Controlled onConfirm={() => Promise.reject(new Error('500'))} />);
    await userEvent.click(screen.getByRole('button', { name: 'Да' }));
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
  });

  it('while busy disables its buttons and ignores Escape', async () => {
    const onOpenChange = vi.fn();
    render(
      <ConfirmDialog
        open
        onOpenChange={onOpenChange}
        message="Удалить слайд?"
        onConfirm={vi.fn()}
        isBusy
        confirmLabel="Удалить"
      />,
    );
    expect(screen.getByRole('button', { name: 'Удалить' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Отмена' })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    expect(onOpenChange).not.toHaveBeenCalled();
  });
});

describe('useConfirm', () => {
  function Screen({ onResult }: { onResult: (confirmed: boolean) => void }) {
    const [confirm, confirmElement] = useConfirm();
    return (
      <>
        <button
          type="button"
          onClick={async () => onResult(await confirm('Удалить этот продукт?'))}
        >
          Удалить
        </button>
        {confirmElement}
      </>
    );
  }

  it('resolves true on Да', async () => {
    const onResult = vi.fn();
    render(<Screen onResult={onResult} />);
    await userEvent.click(screen.getByRole('button', { name: 'Удалить' }));
    expect(screen.getByRole('alertdialog', { name: 'Удалить этот продукт?' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Да' }));
    await act(async () => {});
    expect(onResult).toHaveBeenCalledWith(true);
    expect(onResult).toHaveBeenCalledTimes(1);
  });

  it('resolves false on Отмена', async () => {
    const onResult = vi.fn();
    render(<Screen onResult={onResult} />);
    await userEvent.click(screen.getByRole('button', { name: 'Удалить' }));
    await userEvent.click(screen.getByRole('button', { name: 'Отмена' }));
    await act(async () => {});
    expect(onResult).toHaveBeenCalledWith(false);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('gives the focus back to the button that asked, on Отмена and on Escape', async () => {
    const onResult = vi.fn();
    render(<Screen onResult={onResult} />);
    const opener = screen.getByRole('button', { name: 'Удалить' });
    await userEvent.click(opener);
    await userEvent.click(screen.getByRole('button', { name: 'Отмена' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();

    await userEvent.click(opener);
    expect(screen.getByRole('button', { name: 'Отмена' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('leaves the focus alone when the button that asked is gone', async () => {
    function Vanishing() {
      const [confirm, confirmElement] = useConfirm();
      const [isShown, setIsShown] = useState(true);
      return (
        <>
          {isShown ? (
            <button
              type="button"
              onClick={async () => {
                await confirm('Удалить этот продукт?');
              }}
              onBlur={() => setIsShown(false)}
            >
              Удалить
            </button>
          ) : null}
          {confirmElement}
        </>
      );
    }
    render(<Vanishing />);
    await userEvent.click(screen.getByRole('button', { name: 'Удалить' }));
    await userEvent.click(screen.getByRole('button', { name: 'Отмена' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Удалить' })).not.toBeInTheDocument();
    expect(document.body).toHaveFocus();
  });
});
