import { NumberField, type NumberFieldProps } from '@shop/ui/number-field';
import { useFormContext, type FieldValues, type Path } from 'react-hook-form';
import { useFieldError } from './use-field-error';

export type FormNumberFieldProps<TValues extends FieldValues> = Omit<
  NumberFieldProps,
  'name' | 'error'
> & {
  name: Path<TValues>;
};

/** An empty input is `undefined` (so an optional number stays absent), not NaN or 0. */
export const toNumberOrUndefined = (raw: unknown) =>
  raw === '' || raw === null || raw === undefined ? undefined : Number(raw);

export function FormNumberField<TValues extends FieldValues>({
  name,
  ...props
}: FormNumberFieldProps<TValues>) {
  const { register } = useFormContext<TValues>();
  return (
    <NumberField
      {...props}
      {...register(name, { setValueAs: toNumberOrUndefined })}
      error={useFieldError<TValues>(name)}
    />
  );
}
