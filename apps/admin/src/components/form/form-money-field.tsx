import { TextField, type TextFieldProps } from '@shop/ui/text-field';
import { useState } from 'react';
import { useController, type FieldValues, type Path } from 'react-hook-form';
import { messages } from '../../config/messages';
import { formatMoney } from '../../lib/money';
import { moneyText, numberTextMessage, readMoneyText, toFormNumber } from '../../lib/number-text';
import { useFieldError } from './use-field-error';

export type FormMoneyFieldProps<TValues extends FieldValues> = Omit<
  TextFieldProps,
  'name' | 'error' | 'type' | 'inputMode' | 'value' | 'onChange' | 'onBlur'
> & {
  name: Path<TValues>;
  /** The value of an emptied field: undefined (absent, the default) or null (cleared). */
  emptyValue?: null | undefined;
};

/**
 * An amount of money (prices, the average check). A text field, not `type=number`, which in
 * Chromium reads '549,50' as 54950: '549,50' and '549.50' are both 549.5, at most two
 * decimals. An amount loaded or set by the form shows two decimals ('549.50'); what the user
 * types stays as typed, with the amount it will send under it. Anything else is refused at
 * the field and kept as typed (the form holds the text, so the schema fails).
 */
export function FormMoneyField<TValues extends FieldValues>({
  name,
  emptyValue,
  hint,
  ...props
}: FormMoneyFieldProps<TValues>) {
  const { field } = useController<TValues>({ name });
  const value: unknown = field.value;
  const schemaError = useFieldError<TValues>(name);
  const [text, setText] = useState(() => moneyText(value));
  const [shownValue, setShownValue] = useState<unknown>(value);
  // A loaded amount needs no echo; one the user typed does.
  const [hasTyped, setHasTyped] = useState(false);
  const toValue = (typed: string) => toFormNumber(readMoneyText(typed), typed, emptyValue);

  // Follow a value set from outside (a load, a reset), not the user's own typing coming back.
  if (value !== shownValue) {
    setShownValue(value);
    if (value !== toValue(text)) {
      setText(moneyText(value));
      setHasTyped(false);
    }
  }

  const parsed = readMoneyText(text);
  const error = parsed.status === 'invalid' ? numberTextMessage(parsed.problem, true) : schemaError;
  const saved =
    hasTyped && typeof value === 'number' && error === undefined
      ? messages.validation.moneySaved(formatMoney(value))
      : undefined;

  return (
    <TextField
      autoComplete="off"
      {...props}
      inputMode="decimal"
      ref={field.ref}
      name={field.name}
      value={text}
      onChange={(event) => {
        setText(event.target.value);
        setHasTyped(true);
        field.onChange(toValue(event.target.value));
      }}
      onBlur={field.onBlur}
      hint={saved ?? hint}
      error={error}
    />
  );
}
