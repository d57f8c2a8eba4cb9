import { get, useFormState, type FieldError, type FieldValues, type Path } from 'react-hook-form';

export type FieldErrorOptions = {
  /**
   * Say nothing until the user has left the field once or tried to save: for fields of a row
   * the user has just added (a modificator), which the form checks as a whole at once.
   */
  isQuietUntilTouched?: boolean;
};

/**
 * The Russian message of a field's error (zod messages are installed app-wide). Subscribed
 * to this field's state alone: reading the form's own `formState` here would render the
 * whole form again whenever any field's error changes.
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
