import { DatePickerCalendar, preloadCalendar } from '@shop/ui/date-picker-calendar';
import { Field } from '@shop/ui/field';
import { IconButton } from '@shop/ui/icon-button';
import { maskPresets, MaskedInput } from '@shop/ui/masked-input';
import { Popover, PopoverContent, PopoverTrigger } from '@shop/ui/popover';
import { CalendarDays } from 'lucide-react';
import { useState } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import { useFieldError } from '../../../components/form/use-field-error';
import { messages } from '../../../config/messages';
import { typedDay, withPickedDay, type DayTime } from '../lib/date-time-text';
import type { NewsFormValues } from '../schemas';

const m = messages.news;

export type NewsDateFieldProps = {
  name: 'startText' | 'endText';
  label: string;
  /** What a day picked from the calendar means: from its start, or to its end. */
  dayTime: DayTime;
};

/** The value stays the typed text, so a half-typed date is an error, never a silent empty one. */
export function NewsDateField({ name, label, dayTime }: NewsDateFieldProps) {
  const { control } = useFormContext<NewsFormValues>();
  const { field } = useController({ control, name });
  const [isOpen, setIsOpen] = useState(false);
  const error = useFieldError<NewsFormValues>(name);

  const pick = (day: Date | null) => {
    if (day) field.onChange(withPickedDay(field.value, day, dayTime));
    setIsOpen(false);
  };

  return (
    <Field label={label} error={error}>
      {(controlProps) => (
        <div className="flex items-center gap-2">
          <MaskedInput
            {...controlProps}
            {...maskPresets.dateTime}
            ref={field.ref}
            name={field.name}
            value={field.value}
            onChange={(event) => field.onChange(event.target.value)}
            onBlur={field.onBlur}
            autoComplete="off"
          />
          <Popover open={isOpen} onOpenChange={setIsOpen}>
            <PopoverTrigger asChild onPointerEnter={preloadCalendar} onFocus={preloadCalendar}>
              <IconButton label={m.pickDate} variant="secondary">
                <CalendarDays />
              </IconButton>
            </PopoverTrigger>
            <PopoverContent aria-label={m.calendar}>
              <DatePickerCalendar selected={typedDay(field.value)} onSelect={pick} />
            </PopoverContent>
          </Popover>
        </div>
      )}
    </Field>
  );
}
