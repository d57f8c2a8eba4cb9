import { useEffect, useState, useSyncExternalStore } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import type * as z from 'zod/mini';

type FormStatus = { isValid: boolean; isDirty: boolean };

/** The form's status outside React state, for `useSyncExternalStore`. */
export type FormStatusSource = {
  subscribe: (onChange: () => void) => () => void;
  getSnapshot: () => FormStatus;
};

type FormStatusStore = FormStatusSource & {
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
 * The form's validity and changes for Save and the leave prompt, so a keystroke renders those
 * and not the editor. Validity is the schema's verdict, not react-hook-form's `isValid`, which
 * runs the whole schema as each field registers (~200 runs for ten modificators); Save
 * validates again before sending.
 */
export function useFormStatus<TValues extends FieldValues>(
  form: UseFormReturn<TValues>,
  schema: z.ZodMiniType<TValues, FieldValues>,
): FormStatusStore {
  const [status] = useState(() => createFormStatus(form, schema));
  useEffect(() => status.connect(), [status]);
  return status;
}

const noForm: FormStatus = { isValid: true, isDirty: false };
const subscribeToNothing = () => () => undefined;
const getNoForm = () => noForm;

/** Whether Save can be pressed and leaving loses changes: the screen's say and its form's. */
export function useEditorStatus(
  form: FormStatusSource | undefined,
  canSave: boolean,
  isDirty: boolean,
): { canSave: boolean; isDirty: boolean } {
  const status = useSyncExternalStore(
    form?.subscribe ?? subscribeToNothing,
    form?.getSnapshot ?? getNoForm,
  );
  return { canSave: canSave && status.isValid, isDirty: isDirty || status.isDirty };
}
