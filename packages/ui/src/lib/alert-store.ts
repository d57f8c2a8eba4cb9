export type AlertType = 'error' | 'success' | 'warning';

export type AlertInput = { type: AlertType; text: string };

export type AlertMessage = AlertInput & { id: number };

/** Success alerts disappear after this long; errors and warnings stay. */
export const SUCCESS_ALERT_TIMEOUT_MS = 10000;

export type AlertStore = {
  push: (alert: AlertInput) => number;
  dismiss: (id: number) => void;
  clear: () => void;
  subscribe: (listener: () => void) => () => void;
  getSnapshot: () => readonly AlertMessage[];
};

/** Outside React, so the query client can push alerts; it owns the success alerts' time-out. */
export function createAlertStore(): AlertStore {
  let alerts: readonly AlertMessage[] = [];
  let nextId = 1;
  const listeners = new Set<() => void>();
  const timers = new Map<number, ReturnType<typeof setTimeout>>();

  const emit = () => listeners.forEach((listener) => listener());

  const dismiss = (id: number) => {
    const timer = timers.get(id);
    if (timer !== undefined) clearTimeout(timer);
    timers.delete(id);
    if (!alerts.some((alert) => alert.id === id)) return;
    alerts = alerts.filter((alert) => alert.id !== id);
    emit();
  };

  const push = ({ type, text }: AlertInput) => {
    // A burst of failing requests often reports the same text; one alert is enough.
    const same = alerts.find((alert) => alert.type === type && alert.text === text);
    if (same) return same.id;
    const id = nextId++;
    alerts = [...alerts, { id, type, text }];
    if (type === 'success') {
      timers.set(
        id,
        setTimeout(() => dismiss(id), SUCCESS_ALERT_TIMEOUT_MS),
      );
    }
    emit();
    return id;
  };

  const clear = () => {
    timers.forEach((timer) => clearTimeout(timer));
    timers.clear();
    alerts = [];
    emit();
  };

  return {
    push,
    dismiss,
    clear,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => alerts,
  };
}

/** The app-wide store; `useAlerts()` uses it unless an AlertsProvider supplies another. */
export const alertStore = createAlertStore();
