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
import { useUiTexts } from './ui-texts';

export type TimePickerProps = {
  /** 'HH:mm:ss' ('HH:mm' and 'HH:mm:ss.000' are read too), or '' for no time. */
  value: string;
  /** Always 'HH:mm:ss', or '' when every part is empty. */
  onChange: (value: string) => void;
  /** Names the group, e.g. 'Mon, from'. */
  label: string;
  disabled?: boolean;
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

/** Hours, minutes, seconds as 2-digit inputs; arrows step, wrapping at 24 and 60; seconds kept. */
export function TimePicker({
  value,
  onChange,
  label,
  disabled,
  error,
  className,
}: TimePickerProps) {
  const texts = useUiTexts().time;
  const id = React.useId();
  const errorId = `${id}-error`;
  const [parts, setParts] = React.useState<Parts>(() => partsOf(value));
  const [previousValue, setPreviousValue] = React.useState(value);

  // Follow outside values, not our own onChange coming back ('7' must not become '07' mid-typing).
  if (value !== previousValue) {
    setPreviousValue(value);
    if (value !== valueOf(parts)) setParts(partsOf(value));
  }

  const update = (next: Parts) => {
    setParts(next);
    const nextValue = valueOf(next);
    if (nextValue !== value) onChange(nextValue);
  };

  const part = (key: keyof Parts, modulo: number) => (
    <>
      <label htmlFor={`${id}-${key}`} className="sr-only">
        {texts.labels[key]}
      </label>
      <input
        id={`${id}-${key}`}
        data-slot={`time-picker-${key}`}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        maxLength={2}
        placeholder={texts.placeholders[key]}
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
        {part('hours', HOURS_IN_DAY)}
        <span aria-hidden="true">:</span>
        {part('minutes', MINUTES_IN_HOUR)}
        <span aria-hidden="true">:</span>
        {part('seconds', SECONDS_IN_MINUTE)}
      </div>
      {error ? (
        <p id={errorId} data-slot="field-error" className="text-sm text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}
