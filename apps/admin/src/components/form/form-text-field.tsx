import { TextField, type TextFieldProps } from '@shop/ui/text-field';
import { useFormContext, type FieldValues, type Path } from 'react-hook-form';
import { useFieldError, type FieldErrorOptions } from './use-field-error';

export type FormTextFieldProps<TValues extends FieldValues> = Omit<
  TextFieldProps,
  'name' | 'error'
> &
  FieldErrorOptions & {
    name: Path<TValues>;
  };

export function FormTextField<TValues extends FieldValues>({
  name,
  isQuietUntilTouched,
  ...props
}: FormTextFieldProps<TValues>) {
  const { register } = useFormContext<TValues>();
  const error = useFieldError<TValues>(name, { isQuietUntilTouched });
  return <TextField {...props} {...register(name)} error={error} />;
}
