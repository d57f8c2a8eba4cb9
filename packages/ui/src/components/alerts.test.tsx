import { act, render, screen } from '../test/render';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createAlertStore } from '../lib/alert-store';
import { Alerts, AlertsProvider, SUCCESS_ALERT_TIMEOUT_MS, useAlerts } from './alerts';
import { Dialog, DialogContent } from './dialog';

function SaveButton() {
  const { push } = useAlerts();
  return (
    <button type="button" onClick={() => push({ type: 'success', text: 'Категория сохранена' })}>
      Сохранить
    </button>
  );
}

describe('Alerts', () => {
  let store = createAlertStore();
  beforeEach(() => {
    store = createAlertStore();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('is a fixed, scrolling viewport of at most 500px by 80vh', () => {
    render(<AlertsProvider store={store} />);
    const viewport = screen.getByRole('region', { name: 'Уведомления' });
    expect(viewport).toHaveClass(
      'fixed',
      'top-(--alerts-top)',
      'right-4',
      'max-w-[500px]',
      'max-h-[min(80vh,calc(100vh_-_var(--alerts-top)_-_1rem))]',
      'overflow-y-auto',
    );
    expect(viewport.style.getPropertyValue('--alerts-top')).toBe('1rem');
  });

  it('starts below the offset it is given, e.g. under a header', () => {
    render(<AlertsProvider store={store} top="5rem" />);
    const viewport = screen.getByRole('region', { name: 'Уведомления' });
    expect(viewport.style.getPropertyValue('--alerts-top')).toBe('5rem');
  });

  it('shows an error as a danger alert that stays until dismissed', async () => {
    vi.useFakeTimers();
    render(<AlertsProvider store={store} />);
    act(() => {
      store.push({ type: 'error', text: 'Сервер недоступен' });
    });
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Сервер недоступен');
    expect(alert).toHaveClass('border-danger');
    act(() => {
      vi.advanceTimersByTime(SUCCESS_ALERT_TIMEOUT_MS * 3);
    });
    expect(screen.getByRole('alert')).toBeInTheDocument();
    vi.useRealTimers();
    await userEvent.click(screen.getByRole('button', { name: 'Закрыть' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('dismisses a success alert after exactly 10000 ms', async () => {
    expect(SUCCESS_ALERT_TIMEOUT_MS).toBe(10000);
    vi.useFakeTimers();
    render(
      <AlertsProvider store={store}>
        <SaveButton />
      </AlertsProvider>,
    );
    act(() => {
      screen.getByRole('button', { name: 'Сохранить' }).click();
    });
    expect(screen.getByRole('status')).toHaveTextContent('Категория сохранена');
    act(() => {
      vi.advanceTimersByTime(9999);
    });
    expect(screen.getByRole('status')).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('keeps warnings and lets each alert be closed on its own', async () => {
    render(<AlertsProvider store={store} />);
    act(() => {
      store.push({ type: 'warning', text: 'Карта недоступна' });
      store.push({ type: 'error', text: 'Ошибка сохранения' });
    });
    expect(screen.getAllByRole('button', { name: 'Закрыть' })).toHaveLength(2);
    await userEvent.click(screen.getAllByRole('button', { name: 'Закрыть' })[1] as HTMLElement);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Карта недоступна');
  });

  it('shows one alert for the same repeated message', () => {
    render(<AlertsProvider store={store} />);
    act(() => {
      store.push({ type: 'error', text: 'Network Error' });
      store.push({ type: 'error', text: 'Network Error' });
    });
    expect(screen.getAllByRole('alert')).toHaveLength(1);
  });
});

describe('alerts under a modal dialog', () => {
  it('stay visible to assistive technology while a Radix modal hides the rest of the page', async () => {
    const store = createAlertStore();
    store.push({ type: 'error', text: 'Внутренняя ошибка сервера' });
    render(
      <>
        <main>Страница</main>
        <Dialog open>
          <DialogContent title="Связанные продукты">Содержимое</DialogContent>
        </Dialog>
        <Alerts store={store} />
      </>,
    );
    expect(await screen.findByRole('dialog', { name: 'Связанные продукты' })).toBeInTheDocument();
    // The page behind the dialog is hidden; the alerts are not.
    expect(screen.getByText('Страница').closest('[aria-hidden="true"]')).not.toBeNull();
    expect(screen.getByRole('alert')).toHaveTextContent('Внутренняя ошибка сервера');
    expect(screen.getByRole('alert').closest('[aria-hidden="true"]')).toBeNull();
  });
});
