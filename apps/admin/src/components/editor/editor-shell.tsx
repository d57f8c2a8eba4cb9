import { BusyOverlay } from '@shop/ui/busy-overlay';
import { Button } from '@shop/ui/button';
import { ArrowLeft } from 'lucide-react';
import type { FormEventHandler, ReactNode } from 'react';
import { Link } from 'react-router';
import { messages } from '../../config/messages';
import { useUnsavedChanges } from './use-unsaved-changes';

export type EditorShellProps = {
  title: string;
  backHref: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  isLoading?: boolean;
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
  isSaving = false,
  canSave,
  isDirty,
  children,
  after,
}: EditorShellProps) {
  const unsavedDialog = useUnsavedChanges(isDirty && !isSaving);
  return (
    <section aria-labelledby="editor-title" className="flex flex-col gap-6">
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-6">
        <header className="flex flex-wrap items-center gap-3">
          <Button asChild variant="ghost" size="icon">
            <Link to={backHref}>
              <ArrowLeft aria-hidden="true" />
              <span className="sr-only">{messages.editor.back}</span>
            </Link>
          </Button>
          <h1 id="editor-title" className="flex-1 text-2xl font-semibold">
            {title}
          </h1>
          <Button type="submit" disabled={!canSave} isBusy={isSaving}>
            {messages.editor.save}
          </Button>
        </header>
        <BusyOverlay
          isBusy={isLoading || isSaving}
          className="rounded-lg border border-border bg-surface p-6"
        >
          <div className="flex flex-col gap-4">{children}</div>
        </BusyOverlay>
      </form>
      {after}
      {unsavedDialog}
    </section>
  );
}
