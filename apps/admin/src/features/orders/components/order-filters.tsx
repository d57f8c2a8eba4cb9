import { Select, type SelectOption } from '@shop/ui/select';
import { messages } from '../../../config/messages';
import type { OrderFilterValues } from '../lib/order-filters';
import { orderStatusOptions, paymentStatusOptions } from '../lib/status-labels';
import { DateFilter } from './date-filter';

const m = messages.orders;

// 'Все' is the empty choice: no filter, and nothing in the URL.
const withAll = (options: readonly SelectOption[]): SelectOption[] => [
  { value: '', label: m.anyStatus },
  ...options,
];
const orderStatusChoices = withAll(orderStatusOptions);
const paymentStatusChoices = withAll(paymentStatusOptions);

export type OrderFiltersProps = {
  values: OrderFilterValues;
  onChange: (next: Partial<OrderFilterValues>) => void;
};

/** The order desk's filters: order status, payment status and the days the orders were placed. */
export function OrderFilters({ values, onChange }: OrderFiltersProps) {
  return (
    <fieldset className="flex flex-wrap items-start gap-3">
      <legend className="sr-only">{m.filters}</legend>
      <Select
        label={m.orderStatus}
        options={orderStatusChoices}
        value={values.orderStatus}
        onValueChange={(orderStatus) => onChange({ orderStatus })}
        containerClassName="w-44"
      />
      <Select
        label={m.paymentStatus}
        options={paymentStatusChoices}
        value={values.paymentStatus}
        onValueChange={(paymentStatus) => onChange({ paymentStatus })}
        containerClassName="w-48"
      />
      <DateFilter
        label={m.dateFrom}
        day={values.dateFrom}
        onDayChange={(dateFrom) => onChange({ dateFrom })}
      />
      <DateFilter
        label={m.dateTo}
        day={values.dateTo}
        onDayChange={(dateTo) => onChange({ dateTo })}
      />
    </fieldset>
  );
}
