import { useEffect, useId } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { FormDatePicker } from '../../../components/form/form-date-picker';
import { FormMoneyField } from '../../../components/form/form-money-field';
import { FormSwitch } from '../../../components/form/form-switch';
import { messages } from '../../../config/messages';
import { hasNoAudience } from '../lib/audience';
import type { PushFormValues } from '../schemas';

const DatePicker = FormDatePicker<PushFormValues>;
const MoneyField = FormMoneyField<PushFormValues>;
const Switch = FormSwitch<PushFormValues>;

const m = messages.push;

/**
 * The recipient filters shown when 'Отправить всем' is off, each with its own switch. Until
 * one is on, the group says so (the schema keeps Send disabled for the same rule).
 */
export function PushFilters() {
  const audienceErrorId = useId();
  const { control, trigger } = useFormContext<PushFormValues>();
  const [hasAverageFilter, hasDateFilter, start, end] = useWatch({
    control,
    name: ['hasAverageFilter', 'hasDateFilter', 'buyDateStart', 'buyDateEnd'],
  });
  const isMissingAudience = hasNoAudience({ sendAll: false, hasAverageFilter, hasDateFilter });

  // A filter switched on says at once what it needs; the date order is a rule over both
  // fields, so either date changing re-checks the pair.
  useEffect(() => {
    if (hasAverageFilter) void trigger('averageSum');
  }, [hasAverageFilter, trigger]);
  useEffect(() => {
    if (hasDateFilter) void trigger(['buyDateStart', 'buyDateEnd']);
  }, [hasDateFilter, start, end, trigger]);

  return (
    <fieldset
      className="flex flex-col gap-4 rounded-md border border-border p-4"
      aria-describedby={isMissingAudience ? audienceErrorId : undefined}
    >
      <legend className="px-1 font-semibold">{m.filters}</legend>
      {isMissingAudience ? (
        <p id={audienceErrorId} data-slot="field-error" className="text-sm text-danger">
          {m.noAudience}
        </p>
      ) : null}
      <Switch name="hasAverageFilter" label={m.byAverage} />
      {hasAverageFilter ? (
        <div className="flex flex-wrap items-end gap-6 pl-2">
          <MoneyField name="averageSum" label={m.averageSum} isRequired containerClassName="w-48" />
          <div className="pb-2">
            <Switch name="lessAverageSum" label={m.lessAverageSum} />
          </div>
        </div>
      ) : null}
      <Switch name="hasDateFilter" label={m.byDate} />
      {hasDateFilter ? (
        <div className="grid grid-cols-1 gap-4 pl-2 sm:grid-cols-2">
          <DatePicker name="buyDateStart" label={m.buyDateStart} isRequired />
          <DatePicker name="buyDateEnd" label={m.buyDateEnd} isRequired />
        </div>
      ) : null}
    </fieldset>
  );
}
