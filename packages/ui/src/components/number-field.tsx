import type * as React from 'react';
import { Field, type FieldOwnProps } from './field';
import { Input } from './input';

export type NumberFieldProps = Omit<
  React.ComponentProps<'input'>,
  'type' | 'min' | 'max' | 'step'
> &
  FieldOwnProps & {
    /** Whole numbers only (sort orders, counts): a numeric keyboard, arrows step by 1. */
    isInteger?: boolean;
    min?: number;
    max?: number;
  };

const WHOLE = /^-?\d+$/;

/** Sets the value as typing does: a direct `input.value` is swallowed by React's value tracker. */
function typeValue(input: HTMLInputElement, text: string) {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, text);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

/**
 * A labelled number input, a text input rather than `type=number`, which rewrites what it
 * cannot read (Chromium reads '549,50' as 54950): every character stays for the owner to judge.
 * Up and Down step a whole number by 1 within min and max.
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
  max,
  onKeyDown,
  ...props
}: NumberFieldProps) {
  const handleKeyDown = (event: React.KeyboardEvent<HTMLInputElement>) => {
    onKeyDown?.(event);
    const step = event.key === 'ArrowUp' ? 1 : event.key === 'ArrowDown' ? -1 : 0;
    const input = event.currentTarget;
    if (event.defaultPrevented || step === 0 || !WHOLE.test(input.value.trim())) return;
    event.preventDefault();
    const next = Math.min(Math.max(Number(input.value) + step, min ?? -Infinity), max ?? Infinity);
    typeValue(input, String(next));
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
        role="spinbutton"
        inputMode={isInteger ? 'numeric' : 'decimal'}
        autoComplete="off"
        aria-valuemin={min}
        aria-valuemax={max}
        onKeyDown={handleKeyDown}
        {...props}
      />
    </Field>
  );
}
