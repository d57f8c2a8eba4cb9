import { Button } from '@shop/ui/button';
import { messages } from '../../config/messages';
import { useEditorStatus } from './editor-status';
import type { FormStatusSource } from './form-status';

export type EditorSaveButtonProps = {
  form: FormStatusSource | undefined;
  canSave: boolean;
  isSaving: boolean;
};

/** Save, on its own: a change of the form's validity renders this button again, nothing else. */
export function EditorSaveButton({ form, canSave, isSaving }: EditorSaveButtonProps) {
  const status = useEditorStatus(form, canSave, false);
  return (
    <Button type="submit" disabled={!status.canSave} isBusy={isSaving} className="shrink-0">
      {messages.editor.save}
    </Button>
  );
}
