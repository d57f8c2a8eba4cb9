import { get, useFormState, type FieldError, type FieldValues, type Path } from 'react-hook-form';

/**
 * The Russian message of a field's error (zod messages are installed app-wide). Subscribed
 * to this field's errors alone: reading the form's own `formState` here would render the
 * whole form again whenever any field's error changes.
 */
export function useFieldError<TValues extends FieldValues>(
  name: Path<TValues>,
): string | undefined {
  const { errors } = useFormState<TValues>({ name, exact: true });
  const error = get(errors, name) as FieldError | undefined;
  return error?.message;
}
