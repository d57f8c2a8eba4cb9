import { Button } from '@shop/ui/button';
import { messages } from '../../config/messages';
import { formatDateTime } from '../../lib/dates';

const m = messages.drafts;

export type DraftOfferProps = {
  at: number;
  /** The record changed on the server since the draft's edits started. */
  isStale: boolean;
  /** An image being uploaded was left out of the draft. */
  lostImage: boolean;
  onRestore: () => void;
  onDiscard: () => void;
};

/** The offer of a stored draft above its form: not a dialog, the form stays usable meanwhile. */
export function DraftOffer({ at, isStale, lostImage, onRestore, onDiscard }: DraftOfferProps) {
  return (
    <div
      role="status"
      className="flex flex-wrap items-center gap-3 rounded-md border border-warning bg-warning-soft p-3 text-sm"
    >
      <p className="min-w-0 flex-1">
        <span className="font-medium">{m.offer(formatDateTime(new Date(at).toISOString()))}</span>
        {isStale ? ` ${m.changedOnServer}` : null}
        {lostImage ? ` ${m.imageLeftOut}` : null}
      </p>
      {/* type=button: inside a form these must never submit it. */}
      <Button type="button" size="sm" onClick={onRestore}>
        {m.restore}
      </Button>
      <Button type="button" size="sm" variant="secondary" onClick={onDiscard}>
        {m.discard}
      </Button>
    </div>
  );
}
