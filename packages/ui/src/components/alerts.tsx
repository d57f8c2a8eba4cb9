import * as React from 'react';
import { cva } from 'class-variance-authority';
import { CircleExclamationPoint, CircleCheck, TriangleExclamationPoint, X } from 'lucide-react';
import { alertStore, type AlertMessage, type AlertStore, type AlertType } from '../lib/alert-store';
import { cn } from '../lib/cn';
import { IconButton } from './icon-button';
import { useUiTexts } from './ui-texts';

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
  store?: AlertStore;
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
  /** Distance from the window's top (default 1rem): an app header's height plus a gap. */
  top?: string;
};

/** Fixed top right below `top`, at most 500px by 80vh (less in a short window), scrolling. */
export function Alerts({ store: storeProp, className, top = '1rem' }: AlertsProps) {
  const contextStore = React.useContext(AlertStoreContext);
  const store = storeProp ?? contextStore;
  const alerts = React.useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
  const texts = useUiTexts();

  return (
    <section
      data-slot="alerts"
      aria-label={texts.alerts}
      // Radix modals aria-hide everything outside them except aria-live elements; 'off' keeps
      // the viewport visible without announcing it: each alert is its own live region.
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
  const texts = useUiTexts();
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
      <IconButton label={texts.close} size="icon-xs" className="-my-1" onClick={onDismiss}>
        <X />
      </IconButton>
    </div>
  );
}
