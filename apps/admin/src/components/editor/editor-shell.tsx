import { BusyOverlay } from '@shop/ui/busy-overlay';
import { Button } from '@shop/ui/button';
import { LoadError } from '@shop/ui/load-error';
import { ClampText } from '@shop/ui/table';
import { ArrowLeft } from 'lucide-react';
import type { FormEventHandler, ReactNode } from 'react';
import { Link } from 'react-router';
import { messages } from '../../config/messages';
import { useUnsavedChanges } from './use-unsaved-changes';

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
  /** SPEC §5: Save is disabled while the form is invalid (and while a save is in flight). */
  canSave: boolean;
  isDirty: boolean;
  children: ReactNode;
  /** Extra blocks outside the form (e.g. a customer's promotions, saved on their own). */
  after?: ReactNode;
};

/** The one editor frame: back arrow, title, Save, busy overlay, unsaved-changes prompt. */
export function EditorShell({
  title,
  backHref,
  onSubmit,
  isLoading = false,
  loadError = null,
  isSaving = false,
  canSave,
  isDirty,
  children,
  after,
}: EditorShellProps) {
  const unsavedDialog = useUnsavedChanges(isDirty && !isSaving && loadError === null);
  const header = (
    <header className="flex flex-wrap items-center gap-3">
      <Button asChild variant="ghost" size="icon">
        <Link to={backHref}>
          <ArrowLeft aria-hidden="true" />
          <span className="sr-only">{messages.editor.back}</span>
        </Link>
      </Button>
      {/* A record's name as the title can be of any length: cut, whole in the tooltip. */}
      <h1 id="editor-title" className="min-w-0 flex-1 text-2xl font-semibold">
        <ClampText text={title} />
      </h1>
      {loadError === null ? (
        <Button type="submit" disabled={!canSave} isBusy={isSaving}>
          {messages.editor.save}
        </Button>
      ) : null}
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
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-6">
        {header}
        <BusyOverlay
          isBusy={isLoading || isSaving}
          className="rounded-lg border border-border bg-surface p-6"
        >
          {/* A disabled fieldset disables every control inside it, whatever its kind. */}
          <fieldset disabled={isLoading} className="flex min-w-0 flex-col gap-4">
            {children}
          </fieldset>
        </BusyOverlay>
      </form>
      {after}
      {unsavedDialog}
    </section>
  );
}
