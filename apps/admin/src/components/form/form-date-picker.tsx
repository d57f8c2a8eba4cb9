import { DatePicker } from '@shop/ui/date-picker';
import { useController, useFormContext, type FieldValues, type Path } from 'react-hook-form';
import { useFieldError } from './use-field-error';

export type FormDatePickerProps<TValues extends FieldValues> = {
  /** Holds the typed 'dd.MM.yyyy' ('' for none); its schema makes a half-typed date an error. */
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
  const error = useFieldError<TValues>(name);
  return (
    <DatePicker
      label={label}
      name={field.name}
      isRequired={isRequired}
      value={typeof value === 'string' ? value : ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      error={error}
    />
  );
}
