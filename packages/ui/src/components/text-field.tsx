import type * as React from 'react';
import { Field, type FieldOwnProps } from './field';
import { Input } from './input';

/** A labelled text input; spread `register('name')` into it (ref is a plain prop in React 19). */
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
