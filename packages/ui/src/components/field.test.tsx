import { render, screen } from '../test/render';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Field } from './field';
import { NumberField } from './number-field';
import { TextArea } from './text-area';
import { TextField } from './text-field';

describe('Field', () => {
  it('labels its child and links the error text', () => {
    render(
      <Field label="Название" error="Обязательное поле">
        <input />
      </Field>,
    );
    const input = screen.getByRole('textbox', { name: 'Название' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Обязательное поле');
  });

  it('leaves a valid control unmarked', () => {
    render(
      <Field label="Название">
        <input />
      </Field>,
    );
    const input = screen.getByRole('textbox', { name: 'Название' });
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).not.toHaveAttribute('aria-describedby');
  });

  it('passes the wiring to a render function', () => {
    render(
      <Field label="Код" hint="Артикул" error="Ошибка" id="code">
        {(control) => (
          <div>
            <input {...control} />
          </div>
        )}
      </Field>,
    );
    const input = screen.getByRole('textbox', { name: 'Код' });
    expect(input).toHaveAttribute('id', 'code');
    expect(input).toHaveAccessibleDescription('Артикул Ошибка');
  });
});

describe('TextField', () => {
  it('forwards register-style props including ref', async () => {
    const onChange = vi.fn();
    const ref = { current: null as HTMLInputElement | null };
    render(<TextField label="Логин" name="userName" onChange={onChange} ref={ref} />);
    const input = screen.getByRole('textbox', { name: 'Логин' });
    await userEvent.type(input, 'admin');
    expect(onChange).toHaveBeenCalledTimes(5);
    expect(ref.current).toBe(input);
    expect(input).toHaveAttribute('name', 'userName');
  });
});

describe('NumberField', () => {
  it('keeps what was typed for its owner to check, instead of dropping keys', async () => {
    render(<NumberField label="Порядок" isInteger min={0} />);
    const input = screen.getByRole('spinbutton', { name: 'Порядок' });
    await userEvent.type(input, '1e-2.5');
    expect(input).toHaveValue('1e-2.5');
  });

  it('allows a decimal separator', async () => {
    render(<NumberField label="Цена" />);
    const input = screen.getByRole('spinbutton', { name: 'Цена' });
    await userEvent.type(input, '9.5');
    expect(input).toHaveValue('9.5');
  });
});

describe('TextArea', () => {
  it('counts characters as N / max', async () => {
    render(<TextArea label="Текст" maxLength={1000} hasCounter />);
    expect(screen.getByText('0 / 1000')).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: 'Текст' }), 'Привет');
    expect(screen.getByText('6 / 1000')).toBeInTheDocument();
  });

  it('follows a value written without an input event (form reset)', async () => {
    const ref = { current: null as HTMLTextAreaElement | null };
    const { rerender } = render(<TextArea label="Текст" maxLength={150} hasCounter ref={ref} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Текст' }), 'abc');
    if (ref.current) ref.current.value = '';
    rerender(<TextArea label="Текст" maxLength={150} hasCounter ref={ref} />);
    expect(screen.getByText('0 / 150')).toBeInTheDocument();
  });
});
