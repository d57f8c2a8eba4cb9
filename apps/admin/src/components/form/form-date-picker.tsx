import { DatePicker } from '@shop/ui/date-picker';
import { useController, useFormContext, type FieldValues, type Path } from 'react-hook-form';
import { useFieldError } from './use-field-error';

export type FormDatePickerProps<TValues extends FieldValues> = {
  /** A field holding a local `Date | null`. */
  name: Path<TValues>;
  label: string;
  isRequired?: boolean;
};

export function FormDatePicker<TValues extends FieldValues>({
  name,
  label,
  isRequired,
}: FormDatePickerProps<TValues>) {
  const { control } = useFormContext<TValues>();
  const { field } = useController({ control, name });
  const value: unknown = field.value;
  return (
    <DatePicker
      label={label}
      name={field.name}
      isRequired={isRequired}
      value={value instanceof Date ? value : null}
      onChange={field.onChange}
      onBlur={field.onBlur}
      error={useFieldError<TValues>(name)}
    />
  );
}
