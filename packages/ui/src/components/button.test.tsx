import { render, screen } from '../test/render';
import userEvent from '@testing-library/user-event';
import { Trash } from 'lucide-react';
import { describe, expect, it, vi } from 'vitest';
import { Button } from './button';
import { IconButton } from './icon-button';

describe('Button', () => {
  it('calls onClick', async () => {
    const onClick = vi.fn();
    render(<Button onClick={onClick}>Сохранить</Button>);
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('while busy is disabled, marked aria-busy and ignores clicks', async () => {
    const onClick = vi.fn();
    render(
      <Button isBusy onClick={onClick}>
        Сохранить
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Сохранить' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button.querySelector('[data-slot="spinner"]')).not.toBeNull();
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('is not busy by default', () => {
    render(<Button>Сохранить</Button>);
    const button = screen.getByRole('button', { name: 'Сохранить' });
    expect(button).toBeEnabled();
    expect(button).not.toHaveAttribute('aria-busy');
  });

  it('adds the caller className to the variant classes', () => {
    render(<Button className="w-fit">Широкая</Button>);
    expect(screen.getByRole('button', { name: 'Широкая' })).toHaveClass('w-fit', 'h-10');
  });

  it('changes size and colour through variants, never through conflicting classes', () => {
    // Classes are joined, not merged: a variant replaces the default instead of competing.
    render(
      <IconButton label="Удалить" size="icon-sm" variant="ghost-danger">
        <span>x</span>
      </IconButton>,
    );
    const button = screen.getByRole('button', { name: 'Удалить' });
    expect(button).toHaveClass('size-8', 'text-danger');
    expect(button).not.toHaveClass('size-9');
    expect(button).not.toHaveClass('text-foreground');
  });

  it('renders a link with the button look through asChild', () => {
    render(
      <Button asChild>
        <a href="/news/edit/new">Добавить</a>
      </Button>,
    );
    expect(screen.getByRole('link', { name: 'Добавить' })).toHaveAttribute('data-slot', 'button');
  });
});

describe('IconButton', () => {
  it('is named by its sr-only label and does not submit forms', async () => {
    const onSubmit = vi.fn((event: React.FormEvent) => event.preventDefault());
    render(
      <form onSubmit={onSubmit}>
        <IconButton label="Удалить">
          <Trash />
        </IconButton>
      </form>,
    );
    const button = screen.getByRole('button', { name: 'Удалить' });
    expect(button).toHaveAttribute('type', 'button');
    await userEvent.click(button);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('shows the label as a tooltip on focus when asked', async () => {
    render(
      <IconButton label="Удалить" hasTooltip>
        <Trash />
      </IconButton>,
    );
    await userEvent.tab();
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Удалить');
  });
});
