import type * as React from 'react';
import { Field, type FieldOwnProps } from './field';
import { Input } from './input';

export type NumberFieldProps = Omit<React.ComponentProps<'input'>, 'type'> &
  FieldOwnProps & {
    /** Whole numbers only (sort orders, ids): also blocks the decimal separator. */
    isInteger?: boolean;
  };

// type=number still lets 'e', '+' and '-' through (exponent notation); block them as typed.
const alwaysBlocked = new Set(['e', 'E', '+']);

/**
 * A labelled number input that accepts numbers only. Works with `register('x', {
 * valueAsNumber: true })`.
 */
export function NumberField({
  label,
  error,
  hint,
  isRequired,
  containerClassName,
  id,
  isInteger = false,
  min,
  onKeyDown,
  ...props
}: NumberFieldProps) {
  const allowsNegative = min === undefined || Number(min) < 0;

  const handleKeyDown = (event: React.KeyboardEvent<HTMLInputElement>) => {
    const blocked =
      alwaysBlocked.has(event.key) ||
      (event.key === '-' && !allowsNegative) ||
      (isInteger && (event.key === '.' || event.key === ','));
    if (blocked) event.preventDefault();
    onKeyDown?.(event);
  };

  return (
    <Field
      label={label}
      error={error}
      hint={hint}
      isRequired={isRequired}
      id={id}
      className={containerClassName}
    >
      <Input
        type="number"
        inputMode={isInteger ? 'numeric' : 'decimal'}
        step={isInteger ? 1 : 'any'}
        min={min}
        onKeyDown={handleKeyDown}
        {...props}
      />
    </Field>
  );
}
