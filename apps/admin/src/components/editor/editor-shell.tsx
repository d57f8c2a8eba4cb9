import { BusyOverlay } from '@shop/ui/busy-overlay';
import { Button } from '@shop/ui/button';
import { LoadError } from '@shop/ui/load-error';
import { ClampText } from '@shop/ui/table';
import { ArrowLeft } from 'lucide-react';
import { useRef, type FormEventHandler, type ReactNode } from 'react';
import { Link } from 'react-router';
import { messages } from '../../config/messages';
import { useEditorStatus, type FormStatusSource } from './form-status';
import { useSaveShortcut } from './use-save-shortcut';
import { UnsavedChangesPrompt } from './use-unsaved-changes';

/** Why there is no record to edit: the message, and a retry unless retrying cannot help. */
export type EditorLoadError = { message: string; onRetry?: () => void; isRetrying?: boolean };

export type EditorShellProps = {
  title: string;
  backHref: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** The record is on its way: the form is shown but cannot be typed into or saved. */
  isLoading?: boolean;
  /** The record did not load: no form at all, so nothing can be saved over it. */
  loadError?: EditorLoadError | null;
  isSaving?: boolean;
  /** Whether Save may be pressed (not while saving); with `form`, also only while it is valid. */
  canSave: boolean;
  /** Changes that leaving would lose, besides the form's own. */
  isDirty?: boolean;
  /** The form's validity and changes, read by Save and the leave prompt alone, not the fields. */
  form?: FormStatusSource;
  children: ReactNode;
  /** Extra blocks outside the form (e.g. a customer's promotions, saved on their own). */
  after?: ReactNode;
  /** The dialog shown when a save finds that someone else saved in between. */
  conflictDialog?: ReactNode;
  /** The offer of unsaved edits kept from an earlier visit, above the fields. */
  draftOffer?: ReactNode;
};

type EditorSaveButtonProps = Pick<EditorShellProps, 'form' | 'canSave'> & { isSaving: boolean };

/** Save, on its own: a change of the form's validity renders this button again, nothing else. */
function EditorSaveButton({ form, canSave, isSaving }: EditorSaveButtonProps) {
  const status = useEditorStatus(form, canSave, false);
  return (
    <Button type="submit" disabled={!status.canSave} isBusy={isSaving} className="shrink-0">
      {messages.editor.save}
    </Button>
  );
}

/** The editor frame: sticky bar (back, Save, title), Ctrl+S / ⌘+S, busy overlay, leave prompt. */
export function EditorShell({
  title,
  backHref,
  onSubmit,
  isLoading = false,
  loadError = null,
  isSaving = false,
  canSave,
  isDirty = false,
  form,
  children,
  after,
  conflictDialog,
  draftOffer,
}: EditorShellProps) {
  const formRef = useRef<HTMLFormElement>(null);
  useSaveShortcut(
    formRef,
    () => canSave && loadError === null && (form?.getSnapshot().isValid ?? true),
  );
  // Sticky below the top bar. Save sits right after the back arrow: an error alert at the top
  // right stays until dismissed and would cover it there.
  const header = (
    <header className="sticky top-0 z-20 -mx-4 flex items-center gap-3 border-b border-border bg-background px-4 py-3 sm:-mx-6 sm:px-6">
      <Button asChild variant="ghost" size="icon">
        <Link to={backHref}>
          <ArrowLeft aria-hidden="true" />
          <span className="sr-only">{messages.editor.back}</span>
        </Link>
      </Button>
      {loadError === null ? (
        <EditorSaveButton form={form} canSave={canSave} isSaving={isSaving} />
      ) : null}
      {/* A record's name as the title can be of any length: cut, whole in the tooltip. */}
      <h1 id="editor-title" className="min-w-0 flex-1 text-2xl font-semibold">
        <ClampText text={title} />
      </h1>
    </header>
  );
  if (loadError !== null) {
    return (
      <section aria-labelledby="editor-title" className="flex flex-col gap-6">
        {header}
        <LoadError {...loadError} className="rounded-lg border border-border bg-surface p-6" />
      </section>
    );
  }
  return (
    <section aria-labelledby="editor-title" className="flex flex-col gap-6">
      {/* A field focused from below the bar (Tab, a server error) scrolls clear of it. */}
      <form
        ref={formRef}
        noValidate
        onSubmit={onSubmit}
        className="flex flex-col gap-6 [&_*]:scroll-mt-24"
      >
        {header}
        {draftOffer}
        <BusyOverlay
          isBusy={isLoading || isSaving}
          // Isolated: nothing inside (a map's layers) can rise above the sticky bar.
          className="isolate rounded-lg border border-border bg-surface p-4 sm:p-6"
        >
          {/* A disabled fieldset disables every control inside it, whatever its kind. */}
          <fieldset disabled={isLoading} className="flex min-w-0 flex-col gap-4">
            {children}
          </fieldset>
        </BusyOverlay>
      </form>
      {after}
      <UnsavedChangesPrompt form={form} isDirty={isDirty} isActive={!isSaving} />
      {conflictDialog}
    </section>
  );
}
