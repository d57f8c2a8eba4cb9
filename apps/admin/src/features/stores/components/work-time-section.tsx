import { Button } from '@shop/ui/button';
import { TimePicker } from '@shop/ui/time-picker';
import { useEffect } from 'react';
import { useController, useFormContext, useWatch } from 'react-hook-form';
import { useFieldError } from '../../../components/form/use-field-error';
import { messages } from '../../../config/messages';
import { copyMondayToWeek, isHalfDay } from '../lib/work-time';
import type { StoreFormValues } from '../schemas';

const m = messages.stores;

function TimeCell({ day, edge, dayLabel }: { day: number; edge: 'from' | 'to'; dayLabel: string }) {
  const { control, trigger } = useFormContext<StoreFormValues>();
  const name = `workTime.${day}.${edge}` as const;
  const { field } = useController({ control, name });
  const error = useFieldError<StoreFormValues>(name);
  return (
    <td className="px-1 py-2 align-top sm:px-3">
      <TimePicker
        label={edge === 'from' ? m.timeFrom(dayLabel) : m.timeTo(dayLabel)}
        value={field.value}
        onChange={(value) => {
          field.onChange(value);
          field.onBlur();
          // Check the whole day, so the other time's error comes and goes at once.
          void trigger([`workTime.${day}.from`, `workTime.${day}.to`]);
        }}
        error={error}
      />
    </td>
  );
}

export function WorkTimeSection() {
  const { control, getValues, setValue, trigger } = useFormContext<StoreFormValues>();
  // A half-filled day that nobody typed (a stored store, a reset) must still say why Save
  // is off, not only once a box is touched.
  const hasHalfDay = useWatch({ control, name: 'workTime' }).some(isHalfDay);
  useEffect(() => {
    if (hasHalfDay) void trigger('workTime');
  }, [hasHalfDay, trigger]);
  const copyMonday = () =>
    setValue('workTime', copyMondayToWeek(getValues('workTime')), {
      shouldDirty: true,
      shouldTouch: true,
      shouldValidate: true,
    });

  return (
    <div className="flex flex-col gap-2">
      <table className="w-fit text-sm">
        <caption className="mb-2 text-left text-base font-semibold">{m.workTime}</caption>
        <thead>
          <tr className="text-left text-muted-foreground">
            <th scope="col" className="px-1 py-1 font-medium sm:px-3">
              {m.weekday}
            </th>
            <th scope="col" className="px-1 py-1 font-medium sm:px-3">
              {m.from}
            </th>
            <th scope="col" className="px-1 py-1 font-medium sm:px-3">
              {m.to}
            </th>
          </tr>
        </thead>
        <tbody>
          {m.weekdays.map((dayLabel, day) => (
            <tr key={dayLabel} className="border-t border-border">
              <th
                scope="row"
                className="px-1 py-2 text-left align-top font-medium leading-10 sm:px-3"
              >
                {dayLabel}
              </th>
              <TimeCell day={day} edge="from" dayLabel={dayLabel} />
              <TimeCell day={day} edge="to" dayLabel={dayLabel} />
            </tr>
          ))}
        </tbody>
      </table>
      <div className="flex flex-wrap items-center gap-3 px-3">
        <Button type="button" variant="secondary" size="sm" onClick={copyMonday}>
          {m.copyMonday}
        </Button>
        <p className="text-sm text-muted-foreground">{m.closedHint}</p>
      </div>
    </div>
  );
}
