import * as React from 'react';
import { cva } from 'class-variance-authority';
import { CircleExclamationPoint, CircleCheck, TriangleExclamationPoint, X } from 'lucide-react';
import { alertStore, type AlertMessage, type AlertStore, type AlertType } from '../lib/alert-store';
import { cn } from '../lib/cn';
import { IconButton } from './icon-button';

export {
  alertStore,
  createAlertStore,
  SUCCESS_ALERT_TIMEOUT_MS,
  type AlertInput,
  type AlertMessage,
  type AlertStore,
  type AlertType,
} from '../lib/alert-store';

const AlertStoreContext = React.createContext<AlertStore>(alertStore);

export type AlertsProviderProps = {
  /** Defaults to the app-wide `alertStore`; tests pass their own. */
  store?: AlertStore;
  /** The viewport's distance from the top of the window; see `AlertsProps.top`. */
  top?: string;
  children?: React.ReactNode;
};

/** Supplies the store to `useAlerts()` and renders the alert viewport after the children. */
export function AlertsProvider({ store = alertStore, top, children }: AlertsProviderProps) {
  return (
    <AlertStoreContext.Provider value={store}>
      {children}
      <Alerts top={top} />
    </AlertStoreContext.Provider>
  );
}

export function useAlerts(): Pick<AlertStore, 'push' | 'dismiss'> {
  const store = React.useContext(AlertStoreContext);
  return React.useMemo(() => ({ push: store.push, dismiss: store.dismiss }), [store]);
}

// 'error' is shown with the danger colours (an error shows as danger).
const alertVariants = cva(
  'flex items-start gap-3 rounded-md border border-l-4 p-3 text-sm text-foreground shadow-md',
  {
    variants: {
      type: {
        error: 'border-danger bg-danger-soft',
        success: 'border-success bg-success-soft',
        warning: 'border-warning bg-warning-soft',
      },
    },
  },
);

const icons: Record<AlertType, React.ReactElement> = {
  error: (
    <CircleExclamationPoint aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-danger" />
  ),
  success: <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-success" />,
  warning: (
    <TriangleExclamationPoint aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-warning" />
  ),
};

export type AlertsProps = {
  store?: AlertStore;
  className?: string;
  /**
   * The viewport's distance from the top of the window (a CSS length, default 1rem). An app
   * with a header passes its height plus a gap, so alerts never cover the header's controls.
   */
  top?: string;
};

/**
 * The viewport: fixed top right below `top`, at most 500px wide and 80vh high (less where the
 * window is too short to fit that below `top`), scrolling inside.
 */
export function Alerts({ store: storeProp, className, top = '1rem' }: AlertsProps) {
  const contextStore = React.useContext(AlertStoreContext);
  const store = storeProp ?? contextStore;
  const alerts = React.useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);

  return (
    <section
      data-slot="alerts"
      aria-label="Уведомления"
      // Radix modals hide everything outside them from assistive tech (aria-hidden), except
      // elements carrying aria-live; 'off' keeps the viewport visible without making the
      // container itself announce: each alert is its own live region (alert / status).
      aria-live="off"
      style={{ '--alerts-top': top } as React.CSSProperties}
      className={cn(
        'fixed top-(--alerts-top) right-4 z-[60] flex max-h-[min(80vh,calc(100vh_-_var(--alerts-top)_-_1rem))] w-[calc(100%-2rem)] max-w-[500px] flex-col gap-2 overflow-y-auto',
        alerts.length === 0 && 'pointer-events-none',
        className,
      )}
    >
      {alerts.map((alert) => (
        <AlertItem key={alert.id} alert={alert} onDismiss={() => store.dismiss(alert.id)} />
      ))}
    </section>
  );
}

function AlertItem({ alert, onDismiss }: { alert: AlertMessage; onDismiss: () => void }) {
  return (
    <div
      data-slot="alert"
      data-type={alert.type}
      // Errors interrupt (role=alert); success and warnings are announced politely.
      role={alert.type === 'error' ? 'alert' : 'status'}
      className={alertVariants({ type: alert.type })}
    >
      {icons[alert.type]}
      <p className="flex-1 break-words whitespace-pre-line">{alert.text}</p>
      <IconButton label="Закрыть" size="icon-xs" className="-my-1" onClick={onDismiss}>
        <X />
      </IconButton>
    </div>
  );
}
