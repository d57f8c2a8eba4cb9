import { useEffect } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { FormDatePicker } from '../../../components/form/form-date-picker';
import { FormNumberField } from '../../../components/form/form-number-field';
import { FormSwitch } from '../../../components/form/form-switch';
import { messages } from '../../../config/messages';
import type { PushFormValues } from '../schemas';

const m = messages.push;

/** The recipient filters shown when 'Отправить всем' is off, each with its own switch. */
export function PushFilters() {
  const { control, trigger } = useFormContext<PushFormValues>();
  const [hasAverageFilter, hasDateFilter, start, end] = useWatch({
    control,
    name: ['hasAverageFilter', 'hasDateFilter', 'buyDateStart', 'buyDateEnd'],
  });

  // A filter switched on says at once what it needs; the date order is a rule over both
  // fields, so either date changing re-checks the pair.
  useEffect(() => {
    if (hasAverageFilter) void trigger('averageSum');
  }, [hasAverageFilter, trigger]);
  useEffect(() => {
    if (hasDateFilter) void trigger(['buyDateStart', 'buyDateEnd']);
  }, [hasDateFilter, start, end, trigger]);

  return (
    <fieldset className="flex flex-col gap-4 rounded-md border border-border p-4">
      <legend className="px-1 font-semibold">{m.filters}</legend>
      <FormSwitch<PushFormValues> name="hasAverageFilter" label={m.byAverage} />
      {hasAverageFilter ? (
        <div className="flex flex-wrap items-end gap-6 pl-2">
          <FormNumberField<PushFormValues>
            name="averageSum"
            label={m.averageSum}
            min={0}
            isRequired
            containerClassName="w-48"
          />
          <div className="pb-2">
            <FormSwitch<PushFormValues> name="lessAverageSum" label={m.lessAverageSum} />
          </div>
        </div>
      ) : null}
      <FormSwitch<PushFormValues> name="hasDateFilter" label={m.byDate} />
      {hasDateFilter ? (
        <div className="grid gap-4 pl-2 sm:grid-cols-2">
          <FormDatePicker<PushFormValues> name="buyDateStart" label={m.buyDateStart} isRequired />
          <FormDatePicker<PushFormValues> name="buyDateEnd" label={m.buyDateEnd} isRequired />
        </div>
      ) : null}
    </fieldset>
  );
}
