import { Select, type SelectOption } from '@shop/ui/select';
import { useController, useFormContext, type FieldValues, type Path } from 'react-hook-form';
import { useFieldError } from './use-field-error';

export type FormSelectProps<TValues extends FieldValues> = {
  name: Path<TValues>;
  label: string;
  options: readonly SelectOption[];
  isRequired?: boolean;
  placeholder?: string;
  /** Radix options are strings; numeric fields (ids, enums) convert back here. */
  parse?: (value: string) => unknown;
};

export function FormSelect<TValues extends FieldValues>({
  name,
  label,
  options,
  isRequired,
  placeholder,
  parse,
}: FormSelectProps<TValues>) {
  const { control } = useFormContext<TValues>();
  const { field } = useController({ control, name });
  const value: unknown = field.value;
  const error = useFieldError<TValues>(name);
  return (
    <Select
      label={label}
      options={options}
      isRequired={isRequired}
      placeholder={placeholder}
      name={field.name}
      value={value === undefined || value === null ? '' : String(value)}
      onValueChange={(next) => field.onChange(parse ? parse(next) : next)}
      onBlur={field.onBlur}
      error={error}
    />
  );
}
