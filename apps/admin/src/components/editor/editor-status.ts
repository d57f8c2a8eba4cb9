import { useSyncExternalStore } from 'react';
import type { FormStatus, FormStatusSource } from './form-status';

const noForm: FormStatus = { isValid: true, isDirty: false };
const subscribeToNothing = () => () => undefined;
const getNoForm = () => noForm;

/**
 * Whether Save can be pressed and whether leaving loses changes: the screen's own say
 * (`canSave`, `isDirty`) together with its form's, when it has one.
 */
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
