import * as React from 'react';
import { Slot } from '@radix-ui/react-slot';
import { cn } from '../lib/cn';
import { Label } from './label';

/** What Field hands its control so the label, error and hint point at it. */
export type FieldControlProps = {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
  'aria-required': true | undefined;
};

export type FieldProps = {
  label: React.ReactNode;
  /** Russian error text; when set the control is marked aria-invalid and described by it. */
  error?: string | undefined;
  /** Help text under the control, also linked through aria-describedby. */
  hint?: React.ReactNode;
  /** The control's id; generated when omitted. */
  id?: string | undefined;
  isRequired?: boolean;
  className?: string;
  /** One control (props merged through Radix Slot), or a function for a nested focusable one. */
  children: React.ReactElement | ((control: FieldControlProps) => React.ReactNode);
};

export function Field({ label, error, hint, id, isRequired, className, children }: FieldProps) {
  const generatedId = React.useId();
  const controlId = id ?? `field-${generatedId}`;
  const errorId = `${controlId}-error`;
  const hintId = `${controlId}-hint`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');

  const control: FieldControlProps = {
    id: controlId,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy || undefined,
    'aria-required': isRequired ? true : undefined,
  };

  return (
    <div data-slot="field" className={cn('ui-field', className)}>
      <Label htmlFor={controlId}>
        {label}
        {isRequired ? (
          <span aria-hidden="true" className="ml-0.5 text-danger">
            *
          </span>
        ) : null}
      </Label>
      {typeof children === 'function' ? children(control) : <Slot {...control}>{children}</Slot>}
      {hint ? (
        <p id={hintId} data-slot="field-hint" className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} data-slot="field-error" className="text-sm text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** Props every Field-based control accepts besides its element's own. */
export type FieldOwnProps = Pick<FieldProps, 'label' | 'error' | 'hint' | 'isRequired'> & {
  /** Class of the wrapper (label + control + error); className goes to the control. */
  containerClassName?: string;
};
