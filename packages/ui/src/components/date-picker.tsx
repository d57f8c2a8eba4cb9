import * as React from 'react';
import { CalendarDays } from 'lucide-react';
import { formatDateText, isSameDate, parseDateText } from '../lib/date-text';
import { IconButton } from './icon-button';
import { Calendar } from './calendar';
import { Field, type FieldOwnProps } from './field';
import { maskPresets, MaskedInput } from './masked-input';
import { Popover, PopoverContent, PopoverTrigger } from './popover';

export type DatePickerProps = FieldOwnProps & {
  value: Date | null;
  onChange: (value: Date | null) => void;
  onBlur?: () => void;
  id?: string;
  name?: string;
  disabled?: boolean;
  className?: string;
  /** Reference day for the calendar's year range; today by default. */
  today?: Date;
};

/**
 * A date typed as dd.MM.yyyy or picked from a calendar ('Выбрать дату'). The value is a
 * local-midnight Date or null; text that is not (yet) a valid date gives null and stays
 * in the box for the user to fix.
 */
export function DatePicker({
  label,
  error,
  hint,
  isRequired,
  containerClassName,
  value,
  onChange,
  onBlur,
  id,
  name,
  disabled,
  className,
  today,
}: DatePickerProps) {
  const [text, setText] = React.useState(() => (value ? formatDateText(value) : ''));
  const [previousValue, setPreviousValue] = React.useState(value);
  const [isOpen, setIsOpen] = React.useState(false);

  // A value set from outside (form reset, loaded record) rewrites the text, unless it is the
  // value the text already stands for (our own onChange coming back).
  if (!isSameDate(value, previousValue)) {
    setPreviousValue(value);
    if (!isSameDate(value, parseDateText(text))) {
      setText(value ? formatDateText(value) : '');
    }
  }

  const handleTextChange = (event: React.ChangeEvent<HTMLInputElement>) => {
    const next = event.target.value;
    setText(next);
    const parsed = parseDateText(next);
    if (!isSameDate(parsed, value)) onChange(parsed);
  };

  const handleSelect = (date: Date | null) => {
    setText(date ? formatDateText(date) : '');
    onChange(date);
    setIsOpen(false);
  };

  return (
    <Field
      label={label}
      error={error}
      hint={hint}
      isRequired={isRequired}
      id={id}
      className={containerClassName}
    >
      {(control) => (
        <div data-slot="date-picker" className="flex items-center gap-2">
          <MaskedInput
            {...control}
            {...maskPresets.date}
            name={name}
            value={text}
            onChange={handleTextChange}
            onBlur={onBlur}
            disabled={disabled}
            autoComplete="off"
            className={className}
          />
          <Popover open={isOpen} onOpenChange={setIsOpen}>
            <PopoverTrigger asChild>
              <IconButton label="Выбрать дату" variant="secondary" disabled={disabled}>
                <CalendarDays />
              </IconButton>
            </PopoverTrigger>
            <PopoverContent aria-label="Календарь">
              <Calendar selected={value} onSelect={handleSelect} today={today} />
            </PopoverContent>
          </Popover>
        </div>
      )}
    </Field>
  );
}
