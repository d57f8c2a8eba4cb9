import { TextArea, type TextAreaProps } from '@shop/ui/text-area';
import { useFormContext, type FieldValues, type Path } from 'react-hook-form';
import { useFieldError } from './use-field-error';

export type FormTextAreaProps<TValues extends FieldValues> = Omit<
  TextAreaProps,
  'name' | 'error'
> & {
  name: Path<TValues>;
};

export function FormTextArea<TValues extends FieldValues>({
  name,
  ...props
}: FormTextAreaProps<TValues>) {
  const { register } = useFormContext<TValues>();
  const error = useFieldError<TValues>(name);
  return <TextArea {...props} {...register(name)} error={error} />;
}
