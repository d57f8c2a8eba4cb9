import { get, useFormContext, type FieldError, type FieldValues, type Path } from 'react-hook-form';

/** The Russian message of a field's error (zod messages are installed app-wide). */
export function useFieldError<TValues extends FieldValues>(
  name: Path<TValues>,
): string | undefined {
  const { formState } = useFormContext<TValues>();
  const error = get(formState.errors, name) as FieldError | undefined;
  return error?.message;
}
