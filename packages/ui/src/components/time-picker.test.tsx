import { render, screen, within } from '../test/render';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { TimePicker } from './time-picker';

function Controlled({ initial, onChange }: { initial: string; onChange: (value: string) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <TimePicker
      label="ПН, с"
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

function parts() {
  const group = screen.getByRole('group', { name: 'ПН, с' });
  return {
    hours: within(group).getByRole('textbox', { name: 'Часы' }),
    minutes: within(group).getByRole('textbox', { name: 'Минуты' }),
    seconds: within(group).getByRole('textbox', { name: 'Секунды' }),
  };
}

describe('TimePicker', () => {
  it('shows hours, minutes and seconds, also from the server form HH:mm:ss.000', () => {
    render(<Controlled initial="09:30:15.000" onChange={vi.fn()} />);
    expect(parts().hours).toHaveValue('09');
    expect(parts().minutes).toHaveValue('30');
    expect(parts().seconds).toHaveValue('15');
  });

  it('steps seconds by one, wrapping at 60, and keeps them in the value', async () => {
    const onChange = vi.fn();
    render(<Controlled initial="10:00:59" onChange={onChange} />);
    parts().seconds.focus();
    await userEvent.keyboard('{ArrowUp}');
    expect(parts().seconds).toHaveValue('00');
    expect(onChange).toHaveBeenLastCalledWith('10:00:00');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    expect(onChange).toHaveBeenLastCalledWith('10:00:58');
  });

  it('accepts two digits only', async () => {
    const onChange = vi.fn();
    render(<Controlled initial="" onChange={onChange} />);
    await userEvent.type(parts().hours, '1a85');
    expect(parts().hours).toHaveValue('18');
    expect(onChange).toHaveBeenLastCalledWith('18:00:00');
  });

  it('steps with the arrows, wrapping hours at 24 and minutes at 60', async () => {
    const onChange = vi.fn();
    render(<Controlled initial="23:59" onChange={onChange} />);
    parts().hours.focus();
    await userEvent.keyboard('{ArrowUp}');
    expect(parts().hours).toHaveValue('00');
    expect(onChange).toHaveBeenLastCalledWith('00:59:00');
    await userEvent.keyboard('{ArrowDown}');
    expect(onChange).toHaveBeenLastCalledWith('23:59:00');
    parts().minutes.focus();
    await userEvent.keyboard('{ArrowUp}');
    expect(parts().minutes).toHaveValue('00');
    expect(onChange).toHaveBeenLastCalledWith('23:00:00');
  });

  it('wraps out-of-range typed values when leaving the field', async () => {
    const onChange = vi.fn();
    render(<Controlled initial="" onChange={onChange} />);
    await userEvent.type(parts().hours, '25');
    await userEvent.type(parts().minutes, '7');
    expect(parts().hours).toHaveValue('01');
    await userEvent.tab();
    expect(parts().minutes).toHaveValue('07');
    expect(onChange).toHaveBeenLastCalledWith('01:07:00');
  });

  it('keeps what is being typed while reporting the padded value', async () => {
    const onChange = vi.fn();
    render(<Controlled initial="" onChange={onChange} />);
    await userEvent.type(parts().hours, '7');
    expect(parts().hours).toHaveValue('7');
    expect(onChange).toHaveBeenLastCalledWith('07:00:00');
  });

  it('follows a value set from outside', () => {
    const { rerender } = render(<TimePicker label="ПН, с" value="08:15" onChange={vi.fn()} />);
    rerender(<TimePicker label="ПН, с" value="21:45" onChange={vi.fn()} />);
    expect(parts().hours).toHaveValue('21');
    expect(parts().minutes).toHaveValue('45');
  });

  it('links an error to both inputs', () => {
    render(<TimePicker label="ПН, с" value="" onChange={() => undefined} error="Укажите время" />);
    for (const name of ['Часы', 'Минуты', 'Секунды']) {
      const input = screen.getByRole('textbox', { name });
      expect(input).toHaveAttribute('aria-invalid', 'true');
      expect(input).toHaveAccessibleDescription('Укажите время');
    }
  });
});
