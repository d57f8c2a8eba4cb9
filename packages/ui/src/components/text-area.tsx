import { composeRefs } from '@radix-ui/react-compose-refs';
import * as React from 'react';
import { cn } from '../lib/cn';
import { Field, type FieldOwnProps } from './field';
import { inputClassName } from './input';

export type TextAreaProps = React.ComponentProps<'textarea'> &
  FieldOwnProps & {
    /** Show 'N / maxLength' under the field (needs maxLength). */
    hasCounter?: boolean;
  };

/** A labelled multi-line input, usable with react-hook-form's `register`. */
export function TextArea({
  label,
  error,
  hint,
  isRequired,
  containerClassName,
  id,
  hasCounter = false,
  maxLength,
  className,
  ref,
  ...props
}: TextAreaProps) {
  const [element, setElement] = React.useState<HTMLTextAreaElement | null>(null);

  // The length is read from the element on every render and after each input, so the counter
  // also follows values written without an input event (react-hook-form's reset()).
  const subscribe = React.useCallback(
    (notify: () => void) => {
      element?.addEventListener('input', notify);
      return () => element?.removeEventListener('input', notify);
    },
    [element],
  );
  const domLength = React.useSyncExternalStore(
    subscribe,
    () => element?.value.length ?? 0,
    () => 0,
  );
  const length = typeof props.value === 'string' ? props.value.length : domLength;

  const setRefs = React.useMemo(() => composeRefs(ref, setElement), [ref]);

  const counter =
    hasCounter && maxLength !== undefined ? (
      <span className="flex justify-between gap-2">
        <span>{hint}</span>
        <span data-slot="text-area-counter" className="tabular-nums">
          {length} / {maxLength}
        </span>
      </span>
    ) : null;

  return (
    <Field
      label={label}
      error={error}
      hint={counter ?? hint}
      isRequired={isRequired}
      id={id}
      className={containerClassName}
    >
      <textarea
        data-slot="text-area"
        ref={setRefs}
        maxLength={maxLength}
        className={cn(inputClassName, 'h-auto min-h-24 resize-y', className)}
        {...props}
      />
    </Field>
  );
}
