import { get, useFormState, type FieldError, type FieldValues, type Path } from 'react-hook-form';

export type FieldErrorOptions = {
  /** Silent until the field is left or a save tried: for newly added rows (a modificator). */
  isQuietUntilTouched?: boolean;
};

/**
 * The field's Russian error, subscribed to this field alone: the form's `formState` would
 * render the whole form again whenever any error changes.
 */
export function useFieldError<TValues extends FieldValues>(
  name: Path<TValues>,
  { isQuietUntilTouched = false }: FieldErrorOptions = {},
): string | undefined {
  const { errors, touchedFields, isSubmitted } = useFormState<TValues>({
    name,
    exact: true,
  });
  const error = get(errors, name) as FieldError | undefined;
  if (!isQuietUntilTouched || error?.type === 'server' || isSubmitted) return error?.message;
  // Not 'dirty': a row that was not there when the form was loaded counts as changed at once.
  return get(touchedFields, name) ? error?.message : undefined;
}
