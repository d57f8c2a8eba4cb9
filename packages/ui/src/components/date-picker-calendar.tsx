import * as React from 'react';
import type { CalendarProps } from './calendar';
import { Button } from './button';
import { Spinner } from './spinner';
import { useUiTexts } from './ui-texts';

type CalendarComponent = React.ComponentType<CalendarProps>;

// The calendar (react-day-picker with date-fns, ~18 kB gzipped) is fetched on first use, so a
// form with a date opens without it and its dates can be typed; once fetched it is kept.
let loaded: CalendarComponent | undefined;
let loading: Promise<CalendarComponent> | undefined;

/** Fetches the calendar's code once; after a failed fetch the next call tries again. */
export function loadCalendar(): Promise<CalendarComponent> {
  loading ??= import('./calendar').then(
    (module) => {
      loaded = module.Calendar;
      return module.Calendar;
    },
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** Starts the fetch early (pointer over or focus on the button); a failure shows on opening. */
export function preloadCalendar() {
  loadCalendar().catch(() => undefined);
}

/** The popover's calendar: a spinner while its code loads, a retry if it fails to. */
export function DatePickerCalendar(props: CalendarProps) {
  const texts = useUiTexts();
  const [Calendar, setCalendar] = React.useState<CalendarComponent | undefined>(() => loaded);
  const [hasFailed, setHasFailed] = React.useState(false);
  const [attempt, setAttempt] = React.useState(0);
  const frame = React.useRef<HTMLDivElement>(null);
  // Opening the popover focuses its first control; with the spinner there is none, so once the
  // calendar arrives focus moves to its first control, as if it had been there all along.
  const isLate = React.useRef(!loaded);

  React.useEffect(() => {
    if (Calendar) return;
    let isCurrent = true;
    loadCalendar().then(
      (component) => {
        if (isCurrent) setCalendar(() => component);
      },
      () => {
        if (isCurrent) setHasFailed(true);
      },
    );
    return () => {
      isCurrent = false;
    };
  }, [Calendar, attempt]);

  React.useLayoutEffect(() => {
    const popover = frame.current?.closest('[role="dialog"]');
    if (!Calendar || !isLate.current || document.activeElement !== popover) return;
    frame.current?.querySelector<HTMLElement>('select:enabled, button:enabled')?.focus();
  }, [Calendar]);

  if (Calendar) {
    return (
      <div ref={frame} className="contents">
        <Calendar {...props} />
      </div>
    );
  }
  return (
    <div
      ref={frame}
      data-slot="calendar-placeholder"
      className="flex h-75 w-63 flex-col items-center justify-center gap-3 text-center text-sm"
    >
      {hasFailed ? (
        <>
          <p role="alert">{texts.date.calendarFailed}</p>
          <Button
            type="button"
            variant="secondary"
            onClick={() => {
              setHasFailed(false);
              setAttempt((count) => count + 1);
            }}
          >
            {texts.retry}
          </Button>
        </>
      ) : (
        <Spinner label={texts.date.calendarLoading} className="text-2xl text-muted-foreground" />
      )}
    </div>
  );
}
