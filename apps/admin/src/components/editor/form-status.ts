import { useEffect, useState } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import type * as z from 'zod/mini';

/** What Save and the leave prompt need of an editor's form. */
export type FormStatus = { isValid: boolean; isDirty: boolean };

/** The form's status outside React state, for `useSyncExternalStore`. */
export type FormStatusSource = {
  subscribe: (onChange: () => void) => () => void;
  getSnapshot: () => FormStatus;
};

type FormStatusStore = FormStatusSource & {
  /** Follows the form's changes until the returned function is called. */
  connect: () => () => void;
  /** The server refused these values: Save waits for the next change. */
  refuse: () => void;
};

function createFormStatus<TValues extends FieldValues>(
  form: UseFormReturn<TValues>,
  schema: z.ZodMiniType<TValues, FieldValues>,
): FormStatusStore {
  const listeners = new Set<() => void>();
  let isDirty = false;
  let isRefused = false;
  // Undefined until read after a change: the schema runs at most once per change, and only
  // when something shows the result.
  let snapshot: FormStatus | undefined;
  let shown: FormStatus = { isValid: false, isDirty: false };

  const changed = () => {
    snapshot = undefined;
    listeners.forEach((listener) => listener());
  };

  return {
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => {
      if (snapshot !== undefined) return snapshot;
      const isValid = !isRefused && schema.safeParse(form.getValues()).success;
      // The same object while nothing changed, so its readers do not render again.
      if (isValid !== shown.isValid || isDirty !== shown.isDirty) shown = { isValid, isDirty };
      snapshot = shown;
      return snapshot;
    },
    connect: () =>
      form.subscribe({
        formState: { values: true, isDirty: true },
        // Every call is a change of the values or of what counts as unchanged.
        callback: (state) => {
          isRefused = false;
          isDirty = Boolean(state.isDirty);
          changed();
        },
      }),
    refuse: () => {
      isRefused = true;
      changed();
    },
  };
}

/**
 * The form's validity and unsaved changes for the parts that show them (Save, the leave
 * prompt), so that a keystroke renders those again and not the whole editor.
 *
 * Validity is the schema's verdict on the current values, not react-hook-form's `isValid`:
 * reading that one makes the form run the whole schema every time a field registers, which
 * for a product with ten modificators is some two hundred runs while it opens. Save itself
 * validates again before it sends, so an invalid form is never sent whatever this says.
 */
export function useFormStatus<TValues extends FieldValues>(
  form: UseFormReturn<TValues>,
  schema: z.ZodMiniType<TValues, FieldValues>,
): FormStatusStore {
  const [status] = useState(() => createFormStatus(form, schema));
  useEffect(() => status.connect(), [status]);
  return status;
}
