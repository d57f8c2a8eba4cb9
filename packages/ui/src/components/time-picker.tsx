import * as React from 'react';
import { cn } from '../lib/cn';
import {
  HOURS_IN_DAY,
  MINUTES_IN_HOUR,
  pad2,
  parseTime,
  SECONDS_IN_MINUTE,
  sanitizeTimePart,
  stepTimePart,
  timeFromParts,
  wrap,
} from '../lib/time';
import { inputClassName } from './input';

export type TimePickerProps = {
  /** 'HH:mm:ss' ('HH:mm' and 'HH:mm:ss.000' are read too), or '' for no time. */
  value: string;
  /** Always 'HH:mm:ss', or '' when every part is empty. */
  onChange: (value: string) => void;
  /** Names the group, e.g. 'ПН, с'. */
  label: string;
  hoursLabel?: string;
  minutesLabel?: string;
  secondsLabel?: string;
  disabled?: boolean;
  /** Russian error text, shown under the parts and linked to each of them. */
  error?: string;
  className?: string;
};

type Parts = { hours: string; minutes: string; seconds: string };

function partsOf(value: string): Parts {
  const time = parseTime(value);
  return time
    ? { hours: pad2(time.hours), minutes: pad2(time.minutes), seconds: pad2(time.seconds) }
    : { hours: '', minutes: '', seconds: '' };
}

const valueOf = (parts: Parts) => timeFromParts(parts.hours, parts.minutes, parts.seconds);

const PLACEHOLDERS: Record<keyof Parts, string> = { hours: 'чч', minutes: 'мм', seconds: 'сс' };

/**
 * Hours, minutes and seconds as three 2-digit inputs: digits only, ArrowUp/ArrowDown step by
 * one, hours wrap at 24, minutes and seconds at 60. A stored time keeps its seconds.
 */
export function TimePicker({
  value,
  onChange,
  label,
  hoursLabel = 'Часы',
  minutesLabel = 'Минуты',
  secondsLabel = 'Секунды',
  disabled,
  error,
  className,
}: TimePickerProps) {
  const id = React.useId();
  const errorId = `${id}-error`;
  const [parts, setParts] = React.useState<Parts>(() => partsOf(value));
  const [previousValue, setPreviousValue] = React.useState(value);

  // Follow values set from outside, but not our own onChange coming back (the typed '7'
  // must not turn into '07' under the user's cursor).
  if (value !== previousValue) {
    setPreviousValue(value);
    if (value !== valueOf(parts)) setParts(partsOf(value));
  }

  const update = (next: Parts) => {
    setParts(next);
    const nextValue = valueOf(next);
    if (nextValue !== value) onChange(nextValue);
  };

  const part = (key: keyof Parts, modulo: number, partLabel: string) => (
    <>
      <label htmlFor={`${id}-${key}`} className="sr-only">
        {partLabel}
      </label>
      <input
        id={`${id}-${key}`}
        data-slot={`time-picker-${key}`}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        maxLength={2}
        placeholder={PLACEHOLDERS[key]}
        value={parts[key]}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className={cn(inputClassName, 'w-10 px-1 text-center tabular-nums')}
        onChange={(event) => update({ ...parts, [key]: sanitizeTimePart(event.target.value) })}
        onKeyDown={(event) => {
          if (event.key !== 'ArrowUp' && event.key !== 'ArrowDown') return;
          event.preventDefault();
          update({
            ...parts,
            [key]: stepTimePart(parts[key], event.key === 'ArrowUp' ? 1 : -1, modulo),
          });
        }}
        onBlur={() => {
          // Settle what was typed: '7' → '07', '25' hours → '01'.
          if (parts[key] === '') return;
          update({ ...parts, [key]: pad2(wrap(Number(parts[key]), modulo)) });
        }}
      />
    </>
  );

  return (
    <div data-slot="time-picker-field" className={cn('inline-flex flex-col gap-1', className)}>
      <div
        role="group"
        aria-label={label}
        data-slot="time-picker"
        // Three parts: narrow enough that a week of from/to fits a phone's width.
        className="inline-flex items-center gap-0.5"
      >
        {part('hours', HOURS_IN_DAY, hoursLabel)}
        <span aria-hidden="true">:</span>
        {part('minutes', MINUTES_IN_HOUR, minutesLabel)}
        <span aria-hidden="true">:</span>
        {part('seconds', SECONDS_IN_MINUTE, secondsLabel)}
      </div>
      {error ? (
        <p id={errorId} data-slot="field-error" className="text-sm text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}
