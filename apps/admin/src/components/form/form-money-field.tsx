import { TextField, type TextFieldProps } from '@shop/ui/text-field';
import { useState } from 'react';
import { useFormContext, useWatch, type FieldValues, type Path } from 'react-hook-form';
import { messages } from '../../config/messages';
import { formatMoney } from '../../lib/money';
import { numberTextMessage, readMoneyText, toFormNumber } from '../../lib/number-text';
import { useFieldError } from './use-field-error';

export type FormMoneyFieldProps<TValues extends FieldValues> = Omit<
  TextFieldProps,
  'name' | 'error' | 'type' | 'inputMode'
> & {
  name: Path<TValues>;
  /** The value of an emptied field: undefined (absent, the default) or null (cleared). */
  emptyValue?: null | undefined;
};

/**
 * An amount of money (prices, the average check). A text field, not `type=number`, which in
 * Chromium reads '549,50' as 54950: '549,50' and '549.50' are both 549.5, at most two
 * decimals. Once the user types, the field shows the amount it will send; anything else is
 * refused at the field and kept as typed (the form holds the text, so the schema fails).
 */
export function FormMoneyField<TValues extends FieldValues>({
  name,
  emptyValue,
  hint,
  ...props
}: FormMoneyFieldProps<TValues>) {
  const { register } = useFormContext<TValues>();
  const value: unknown = useWatch<TValues>({ name });
  const schemaError = useFieldError<TValues>(name);
  // A loaded amount needs no echo; one the user typed does.
  const [hasTyped, setHasTyped] = useState(false);
  const parsed = typeof value === 'string' ? readMoneyText(value) : undefined;
  const error =
    parsed?.status === 'invalid' ? numberTextMessage(parsed.problem, true) : schemaError;
  const saved =
    hasTyped && typeof value === 'number' && error === undefined
      ? messages.validation.moneySaved(formatMoney(value))
      : undefined;

  return (
    <TextField
      autoComplete="off"
      {...props}
      inputMode="decimal"
      {...register(name, {
        setValueAs: (raw: unknown) =>
          typeof raw === 'string' ? toFormNumber(readMoneyText(raw), raw, emptyValue) : raw,
        onChange: () => setHasTyped(true),
      })}
      hint={saved ?? hint}
      error={error}
    />
  );
}
