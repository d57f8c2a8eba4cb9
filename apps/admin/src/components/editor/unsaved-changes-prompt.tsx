import { useEditorStatus } from './editor-status';
import type { FormStatusSource } from './form-status';
import { useUnsavedChanges } from './use-unsaved-changes';

export type UnsavedChangesPromptProps = {
  form: FormStatusSource | undefined;
  isDirty: boolean;
  /** False while nothing could be lost by leaving (a save in flight, no record). */
  isActive: boolean;
};

/** The leave prompt, on its own so that the first keystroke renders only this again. */
export function UnsavedChangesPrompt({ form, isDirty, isActive }: UnsavedChangesPromptProps) {
  const status = useEditorStatus(form, true, isDirty);
  return useUnsavedChanges(status.isDirty && isActive);
}
