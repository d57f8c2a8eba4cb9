import type * as React from 'react';
import { Field, type FieldOwnProps } from './field';
import { Input } from './input';

/**
 * A labelled text input. Spread react-hook-form's `register('name')` into it: name,
 * onChange, onBlur and ref (a plain prop in React 19) reach the <input>.
 */
export type TextFieldProps = React.ComponentProps<'input'> & FieldOwnProps;

export function TextField({
  label,
  error,
  hint,
  isRequired,
  containerClassName,
  id,
  ...props
}: TextFieldProps) {
  return (
    <Field
      label={label}
      error={error}
      hint={hint}
      isRequired={isRequired}
      id={id}
      className={containerClassName}
    >
      <Input {...props} />
    </Field>
  );
}
