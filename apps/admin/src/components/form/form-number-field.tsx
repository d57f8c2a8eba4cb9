import { NumberField, type NumberFieldProps } from '@shop/ui/number-field';
import { useFormContext, useWatch, type FieldValues, type Path } from 'react-hook-form';
import { numberTextMessage, readNumberText, toFormNumber } from '../../lib/number-text';
import { useFieldError } from './use-field-error';

export type FormNumberFieldProps<TValues extends FieldValues> = Omit<
  NumberFieldProps,
  'name' | 'error'
> & {
  name: Path<TValues>;
};

/** `undefined` when empty (absent, not NaN or 0), the number when it reads as one, else the text. */
const toNumberOrText = (raw: unknown, isInteger = false): unknown =>
  typeof raw === 'string' ? toFormNumber(readNumberText(raw, { isInteger }), raw, undefined) : raw;

/**
 * A number field of a form: what is typed stays as typed; a text that is not a number is the
 * form's value, so the schema refuses it and says why. The schema checks the range too.
 */
export function FormNumberField<TValues extends FieldValues>({
  name,
  isInteger = false,
  min,
  max,
  ...props
}: FormNumberFieldProps<TValues>) {
  const { register } = useFormContext<TValues>();
  const value: unknown = useWatch<TValues>({ name });
  const schemaError = useFieldError<TValues>(name);
  const parsed = typeof value === 'string' ? readNumberText(value, { isInteger }) : undefined;
  const error = parsed?.status === 'invalid' ? numberTextMessage(parsed.problem) : schemaError;
  return (
    <NumberField
      {...props}
      isInteger={isInteger}
      {...register(name, { setValueAs: (raw: unknown) => toNumberOrText(raw, isInteger) })}
      min={min}
      max={max}
      error={error}
    />
  );
}
