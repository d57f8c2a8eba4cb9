import { useCallback, useSyncExternalStore } from 'react';
import { useFormContext, type FieldValues, type Path } from 'react-hook-form';

export type FieldErrorOptions = {
  /** Silent until the field is left or a save tried: for newly added rows (a modificator). */
  isQuietUntilTouched?: boolean;
};

/**
 * The field's Russian error, subscribed to this field alone: the form's `formState` would
 * render the whole form again whenever any error changes.
 *
 * The message itself is the snapshot, not `useFormState`: react-hook-form tells every field of
 * a list each time the list is checked (twice per added row) and `useFormState` hands over a
 * new object each time, so every field of a product rendered again for an unchanged message.
 */
export function useFieldError<TValues extends FieldValues>(
  name: Path<TValues>,
  { isQuietUntilTouched = false }: FieldErrorOptions = {},
): string | undefined {
  const { subscribe, getFieldState, control } = useFormContext<TValues>();
  // The same events and the same state as `useFormState({ name, exact: true })` reading
  // these three; `subscribe` also has react-hook-form keep `touchedFields` up to date.
  const subscribeToField = useCallback(
    (onChange: () => void) =>
      subscribe({
        name,
        exact: true,
        formState: { errors: true, touchedFields: true, isSubmitted: true },
        callback: onChange,
      }),
    [subscribe, name],
  );
  // Read live, not from the event: the form's state is updated before any subscriber is told.
  const getMessage = () => {
    const { error, isTouched } = getFieldState(name);
    // No public getter has `isSubmitted` outside a render; `useFormState` starts from this too.
    const wasSaveTried = control._formState.isSubmitted;
    if (!isQuietUntilTouched || error?.type === 'server' || wasSaveTried) return error?.message;
    // Not 'dirty': a row that was not there when the form was loaded counts as changed at once.
    return isTouched ? error?.message : undefined;
  };
  return useSyncExternalStore(subscribeToField, getMessage, getMessage);
}
