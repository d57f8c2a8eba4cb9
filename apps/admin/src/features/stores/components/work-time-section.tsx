import { TimePicker } from '@shop/ui/time-picker';
import { useController, useFormContext } from 'react-hook-form';
import { useFieldError } from '../../../components/form/use-field-error';
import { messages } from '../../../config/messages';
import type { StoreFormValues } from '../schemas';

const t = messages.stores;

function TimeCell({ day, edge, dayLabel }: { day: number; edge: 'from' | 'to'; dayLabel: string }) {
  const { control } = useFormContext<StoreFormValues>();
  const name = `workTime.${day}.${edge}` as const;
  const { field } = useController({ control, name });
  const error = useFieldError<StoreFormValues>(name);
  return (
    <td className="px-3 py-2 align-top">
      <TimePicker
        label={edge === 'from' ? t.timeFrom(dayLabel) : t.timeTo(dayLabel)}
        value={field.value}
        onChange={(value) => {
          field.onChange(value);
          field.onBlur();
        }}
        error={error}
      />
    </td>
  );
}

/** SPEC §2: from/to per weekday, ПН … ВС, Monday first. */
export function WorkTimeSection() {
  return (
    <table className="w-fit text-sm">
      <caption className="mb-2 text-left text-base font-semibold">{t.workTime}</caption>
      <thead>
        <tr className="text-left text-muted-foreground">
          <th scope="col" className="px-3 py-1 font-medium">
            {t.weekday}
          </th>
          <th scope="col" className="px-3 py-1 font-medium">
            {t.from}
          </th>
          <th scope="col" className="px-3 py-1 font-medium">
            {t.to}
          </th>
        </tr>
      </thead>
      <tbody>
        {t.weekdays.map((dayLabel, day) => (
          <tr key={dayLabel} className="border-t border-border">
            <th scope="row" className="px-3 py-2 text-left align-top font-medium leading-10">
              {dayLabel}
            </th>
            <TimeCell day={day} edge="from" dayLabel={dayLabel} />
            <TimeCell day={day} edge="to" dayLabel={dayLabel} />
          </tr>
        ))}
      </tbody>
    </table>
  );
}
