import { render, screen, testTexts, waitFor, within } from '../test/render';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

// The calendar's module arrives only when a test lets it, or fails as a dropped connection or a
// redeploy would make it fail: what the user sees in between is what is tested here.
const network = vi.hoisted(() => {
  const waiting: Array<() => void> = [];
  return {
    isDown: false,
    waiting,
    deliver: () => {
      for (const resume of waiting.splice(0)) resume();
    },
  };
});

function mockCalendarModule() {
  vi.doMock('./calendar', async (importOriginal) => {
    await new Promise<void>((resume) => network.waiting.push(resume));
    if (network.isDown) throw new Error('Failed to fetch dynamically imported module');
    return importOriginal();
  });
}

const today = new Date(2024, 4, 20);
// Each test imports react-day-picker afresh: on a busy machine that takes seconds.
const arrival = { timeout: 10_000 };

/** A fresh copy of the kit, so each test starts before the calendar was ever loaded. */
async function renderPicker() {
  const { DatePicker } = await import('./date-picker');
  // The fresh copy has a context of its own, so its texts come through its own provider.
  const { UiTextsProvider } = await import('./ui-texts');
  function Controlled() {
    const [value, setValue] = useState('10.05.2024');
    return <DatePicker label="Дата" value={value} today={today} onChange={setValue} />;
  }
  render(
    <UiTextsProvider texts={testTexts}>
      <Controlled />
    </UiTextsProvider>,
  );
  return {
    input: screen.getByRole('textbox', { name: 'Дата' }),
    button: screen.getByRole('button', { name: 'Выбрать дату' }),
  };
}

beforeEach(() => {
  vi.resetModules();
  mockCalendarModule();
  network.isDown = false;
  network.deliver();
});

describe('DatePicker: the calendar loads on demand', () => {
  it('shows a spinner while the calendar loads, and the date can be typed meanwhile', async () => {
    const { input, button } = await renderPicker();
    await userEvent.click(button);
    const popover = screen.getByRole('dialog', { name: 'Календарь' });
    expect(within(popover).getByRole('status')).toHaveTextContent('Загрузка календаря');
    expect(within(popover).queryByRole('grid')).not.toBeInTheDocument();

    await userEvent.clear(input);
    await userEvent.type(input, '01062024');
    expect(input).toHaveValue('01.06.2024');

    await userEvent.click(button);
    network.deliver();
    const grid = await within(screen.getByRole('dialog')).findByRole('grid', {}, arrival);
    // It opened on the typed day.
    expect(within(grid).getByRole('gridcell', { selected: true })).toHaveTextContent(/^1$/);
    expect(screen.getByRole('combobox', { name: 'Выберите месяц' })).toHaveDisplayValue('июнь');
  });

  it('starts loading when the pointer reaches the button, before any click', async () => {
    const { button } = await renderPicker();
    expect(network.waiting).toHaveLength(0);
    await userEvent.hover(button);
    expect(network.waiting).toHaveLength(1);
    // Let that load finish here, so no later test meets a calendar it did not ask for.
    const { loadCalendar } = await import('./date-picker-calendar');
    network.deliver();
    await loadCalendar();
  });

  it('moves focus into the calendar once it arrives when opened from the keyboard', async () => {
    const { input } = await renderPicker();
    input.focus();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('dialog', { name: 'Календарь' })).toHaveFocus();
    network.deliver();
    // Where the popover would have put it had the calendar been there: its first control.
    const previous = await screen.findByRole(
      'button',
      { name: 'Перейти к предыдущему месяцу' },
      arrival,
    );
    // The calendar's own controls can mount a commit later than the frame that moves focus.
    await waitFor(() => expect(previous).toHaveFocus());
  });

  it('says so when the calendar cannot be loaded, and tries again on request', async () => {
    const { input, button } = await renderPicker();
    network.isDown = true;
    await userEvent.click(button);
    network.deliver();
    expect(await screen.findByRole('alert', {}, arrival)).toHaveTextContent(
      'Не удалось загрузить календарь. Дату можно ввести вручную.',
    );
    network.isDown = false;
    await userEvent.click(screen.getByRole('button', { name: 'Повторить' }));
    expect(screen.getByRole('status')).toHaveTextContent('Загрузка календаря');
    network.deliver();
    const grid = await screen.findByRole('grid', {}, arrival);
    await userEvent.click(within(grid).getByRole('button', { name: /20 мая 2024/ }));
    expect(input).toHaveValue('20.05.2024');
  });
});
