import { render, screen } from '../test/render';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Switch } from './switch';

describe('Switch', () => {
  it('toggles by its visible label', async () => {
    const onCheckedChange = vi.fn();
    render(<Switch label="Включен" onCheckedChange={onCheckedChange} />);
    const toggle = screen.getByRole('switch', { name: 'Включен' });
    expect(toggle).not.toBeChecked();
    await userEvent.click(screen.getByText('Включен'));
    expect(onCheckedChange).toHaveBeenCalledWith(true);
    expect(toggle).toBeChecked();
  });

  it('follows a controlled value and toggles with Space', async () => {
    const onCheckedChange = vi.fn();
    render(<Switch label="Отправить всем" checked onCheckedChange={onCheckedChange} />);
    const toggle = screen.getByRole('switch', { name: 'Отправить всем' });
    expect(toggle).toBeChecked();
    toggle.focus();
    await userEvent.keyboard(' ');
    expect(onCheckedChange).toHaveBeenCalledWith(false);
  });

  it('adds no hidden checkbox inside a form: the forms keep their values in react-hook-form', () => {
    const { container } = render(
      <form>
        <Switch label="Включен" defaultChecked />
      </form>,
    );
    expect(screen.getByRole('switch', { name: 'Включен' })).toBeChecked();
    expect(container.querySelector('input')).toBeNull();
  });

  it('cannot be toggled when disabled', async () => {
    const onCheckedChange = vi.fn();
    render(<Switch label="Включен" disabled onCheckedChange={onCheckedChange} />);
    await userEvent.click(screen.getByText('Включен'));
    expect(onCheckedChange).not.toHaveBeenCalled();
    expect(screen.getByRole('switch', { name: 'Включен' })).toBeDisabled();
  });
});
