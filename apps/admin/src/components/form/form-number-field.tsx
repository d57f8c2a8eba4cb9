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

/**
 * The form's value of a typed number: `undefined` when empty (an optional number stays
 * absent, not NaN or 0), the number when the text reads as one, else the text itself.
 */
const toNumberOrText = (raw: unknown, isInteger = false): unknown =>
  typeof raw === 'string' ? toFormNumber(readNumberText(raw, { isInteger }), raw, undefined) : raw;

/**
 * A number field of a form. What is typed stays in the input as typed; text that is not a
 * number ('1e1', '2,5' where whole numbers are asked for) is kept as the form's value, so the
 * schema refuses it, and the field says why. The schema checks the range ('Не меньше 0').
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
