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
 * An amount of money in a text field ('549,50' and '549.50' are 549.5; see number-text). A
 * loaded amount shows two decimals; a typed one stays as typed, the amount it sends under it.
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
