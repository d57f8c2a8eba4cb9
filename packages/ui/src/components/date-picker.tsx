import * as React from 'react';
import { CalendarDays } from 'lucide-react';
import { formatDateText, parseDateText } from '../lib/date-text';
import { IconButton } from './icon-button';
import { DatePickerCalendar, preloadCalendar } from './date-picker-calendar';
import { Field, type FieldOwnProps } from './field';
import { maskPresets, MaskedInput } from './masked-input';
import { Popover, PopoverContent, PopoverTrigger } from './popover';
import { useUiTexts } from './ui-texts';

export type DatePickerProps = FieldOwnProps & {
  /** The typed text, 'dd.MM.yyyy' when whole; '' for no date. */
  value: string;
  /** Every edit as typed, half-typed and impossible dates included: the form judges them. */
  onChange: (value: string) => void;
  onBlur?: () => void;
  id?: string;
  name?: string;
  disabled?: boolean;
  className?: string;
  /** Reference day for the calendar's year range; today by default. */
  today?: Date;
};

/**
 * A date typed as dd.MM.yyyy or picked from a calendar. The value is the text, so a half-typed
 * date is never taken for none; the calendar's code loads when pointer or focus nears its button.
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
  const texts = useUiTexts().date;
  const [isOpen, setIsOpen] = React.useState(false);

  const handleSelect = (date: Date | null) => {
    onChange(date ? formatDateText(date) : '');
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
            value={value}
            onChange={(event) => onChange(event.target.value)}
            onBlur={onBlur}
            disabled={disabled}
            autoComplete="off"
            className={className}
          />
          <Popover open={isOpen} onOpenChange={setIsOpen}>
            <PopoverTrigger asChild onPointerEnter={preloadCalendar} onFocus={preloadCalendar}>
              <IconButton label={texts.pick} variant="secondary" disabled={disabled}>
                <CalendarDays />
              </IconButton>
            </PopoverTrigger>
            <PopoverContent aria-label={texts.calendar}>
              <DatePickerCalendar
                selected={parseDateText(value)}
                onSelect={handleSelect}
                today={today}
              />
            </PopoverContent>
          </Popover>
        </div>
      )}
    </Field>
  );
}
