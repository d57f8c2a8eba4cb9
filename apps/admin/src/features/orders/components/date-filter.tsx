import { DatePicker } from '@shop/ui/date-picker';
import { useState } from 'react';
import { dateTextError } from '../../../lib/date-field';
import { readDateText } from '../../../lib/dates';

export type DateFilterProps = {
  label: string;
  /** The day in the URL (dd.MM.yyyy), '' for none. */
  day: string;
  onDayChange: (day: string) => void;
};

/** Only a whole, real date (or an emptied field) changes the filter; a half-typed one says why. */
export function DateFilter({ label, day, onDayChange }: DateFilterProps) {
  const [text, setText] = useState(day);
  // The URL changed under us (back/forward): show what it says.
  const [shownDay, setShownDay] = useState(day);
  if (day !== shownDay) {
    setShownDay(day);
    setText(day);
  }

  const onChange = (next: string) => {
    setText(next);
    const { kind } = readDateText(next, 'date');
    const nextDay = kind === 'valid' ? next.trim() : kind === 'empty' ? '' : day;
    // Only a real change reaches the URL: no history entry, no call for the same day.
    if (nextDay !== day) onDayChange(nextDay);
  };

  return (
    <DatePicker
      label={label}
      value={text}
      onChange={onChange}
      error={dateTextError(text, 'date')}
      containerClassName="w-48"
    />
  );
}
