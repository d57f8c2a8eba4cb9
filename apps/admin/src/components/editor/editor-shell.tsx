import { BusyOverlay } from '@shop/ui/busy-overlay';
import { Button } from '@shop/ui/button';
import { LoadError } from '@shop/ui/load-error';
import { ClampText } from '@shop/ui/table';
import { ArrowLeft } from 'lucide-react';
import { useRef, type FormEventHandler, type ReactNode } from 'react';
import { Link } from 'react-router';
import { messages } from '../../config/messages';
import { EditorSaveButton } from './editor-save-button';
import type { FormStatusSource } from './form-status';
import { UnsavedChangesPrompt } from './unsaved-changes-prompt';
import { useSaveShortcut } from './use-save-shortcut';

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
  /**
   * Whether the screen lets Save be pressed (e.g. not while a save is in flight); with `form`,
   * Save also waits for the form to be valid.
   */
  canSave: boolean;
  /** Changes that leaving would lose, besides the form's own. */
  isDirty?: boolean;
  /**
   * The edited form's validity and changes. Read by Save and the leave prompt themselves, so
   * typing renders those again and not the fields.
   */
  form?: FormStatusSource;
  children: ReactNode;
  /** Extra blocks outside the form (e.g. a customer's promotions, saved on their own). */
  after?: ReactNode;
  /** The dialog shown when a save finds that someone else saved in between. */
  conflictDialog?: ReactNode;
  /** The offer of unsaved edits kept from an earlier visit, above the fields. */
  draftOffer?: ReactNode;
};

/**
 * The one editor frame: back arrow, Save and title in a bar that stays in view while a long
 * form scrolls; Ctrl+S / ⌘+S saves as Save does; busy overlay, unsaved-changes prompt.
 */
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
  // Sticks to the window's top once the top bar has scrolled away, spanning the content's
  // padding. Save comes right after the back arrow, not at the far right: the alerts appear
  // at the top right, and an error alert stays until dismissed, so it would cover Save there.
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
