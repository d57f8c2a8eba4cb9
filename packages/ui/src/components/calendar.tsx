import { DayPicker } from 'react-day-picker';
import { ru } from 'react-day-picker/locale';
import { cn } from '../lib/cn';

/** Years offered in the caption drop-down on each side of today. */
export const CALENDAR_YEAR_RANGE = 10;

export type CalendarProps = {
  selected: Date | null;
  onSelect: (date: Date | null) => void;
  today?: Date;
  className?: string;
};

// react-day-picker's own stylesheet is not loaded; these classes style its parts with the
// kit's tokens. The caption drop-downs are native <select>s laid invisibly over their label.
const classNames = {
  root: 'relative w-fit text-sm',
  months: 'flex flex-col',
  month: 'flex flex-col gap-2',
  month_caption: 'flex h-9 items-center pr-20',
  caption_label: 'inline-flex items-center gap-1 rounded-md px-1 font-medium [&_svg]:size-4',
  dropdowns: 'flex items-center gap-2',
  dropdown_root:
    'relative inline-flex items-center rounded-md has-focus-visible:outline-2 has-focus-visible:outline-ring',
  dropdown: 'absolute inset-0 z-10 w-full cursor-pointer appearance-none opacity-0',
  nav: 'absolute top-0 right-0 flex h-9 items-center gap-1',
  button_previous:
    'focus-ring inline-flex size-8 items-center justify-center rounded-md hover:bg-muted disabled:opacity-50',
  button_next:
    'focus-ring inline-flex size-8 items-center justify-center rounded-md hover:bg-muted disabled:opacity-50',
  chevron: 'size-4 fill-foreground',
  month_grid: 'border-collapse',
  weekdays: 'flex',
  weekday: 'w-9 text-center text-xs font-normal text-muted-foreground',
  week: 'mt-1 flex',
  day: 'size-9 p-0 text-center',
  day_button: 'focus-ring inline-flex size-9 items-center justify-center rounded-md hover:bg-muted',
  selected:
    '[&_button]:bg-primary [&_button]:text-primary-foreground [&_button]:hover:bg-primary-hover',
  today: 'font-bold text-primary',
  outside: 'text-muted-foreground',
  disabled: 'opacity-50',
  hidden: 'invisible',
};

/** One month, Monday first, Russian, ±10-year drop-downs, always six weeks so the height holds. */
export function Calendar({ selected, onSelect, today = new Date(), className }: CalendarProps) {
  const year = today.getFullYear();
  return (
    <DayPicker
      data-slot="calendar"
      mode="single"
      selected={selected ?? undefined}
      onSelect={(date) => onSelect(date ?? null)}
      defaultMonth={selected ?? today}
      today={today}
      locale={ru}
      weekStartsOn={1}
      numberOfMonths={1}
      captionLayout="dropdown"
      startMonth={new Date(year - CALENDAR_YEAR_RANGE, 0)}
      endMonth={new Date(year + CALENDAR_YEAR_RANGE, 11)}
      showOutsideDays
      fixedWeeks
      classNames={classNames}
      className={cn(className)}
    />
  );
}
