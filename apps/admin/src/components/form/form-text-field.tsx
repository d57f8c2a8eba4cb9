import { TextField, type TextFieldProps } from '@shop/ui/text-field';
import { useFormContext, type FieldValues, type Path } from 'react-hook-form';
import { useFieldError } from './use-field-error';

export type FormTextFieldProps<TValues extends FieldValues> = Omit<
  TextFieldProps,
  'name' | 'error'
> & {
  name: Path<TValues>;
};

export function FormTextField<TValues extends FieldValues>({
  name,
  ...props
}: FormTextFieldProps<TValues>) {
  const { register } = useFormContext<TValues>();
  return <TextField {...props} {...register(name)} error={useFieldError<TValues>(name)} />;
}
