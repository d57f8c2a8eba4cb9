import { DatePicker } from '@shop/ui/date-picker';
import { useController, useFormContext, type FieldValues, type Path } from 'react-hook-form';
import { useFieldError } from './use-field-error';

export type FormDatePickerProps<TValues extends FieldValues> = {
  /**
   * A field holding the typed text 'dd.MM.yyyy' ('' for none). Its schema judges it
   * (lib/date-field.ts), so a half-typed date is an error, never a silent null.
   */
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
      value={typeof value === 'string' ? value : ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      error={useFieldError<TValues>(name)}
    />
  );
}
