import { useEffect, useRef, useState, type ReactNode } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { useSessionUser } from '../../hooks/use-session';
import {
  draftKey,
  isSameDraftValue as isSame,
  loadDraft,
  removeDraft,
  restoredValues,
  saveDraft,
  sweepDrafts,
} from '../../lib/drafts';
import { DraftOffer, type DraftOfferProps } from './draft-offer';

/** How long typing must pause before the form's edits are written down. */
const WRITE_DELAY_MS = 1000;

export type DraftOptions = {
  /** With the signed-in user, where the draft is kept: the screen and its record (or 'new'). */
  screen: string;
  record: string | number;
  /** The form holds what the draft is compared with (an editor's record has loaded). */
  isReady?: boolean;
  /** The version the form's unchanged values came from; null when none is known. */
  etag?: () => string | null;
  /** An image is being uploaded into the form: a draft written now lacks it. */
  isUploading?: boolean;
};

const noVersion = () => null;

let isSwept = false;

/**
 * Keeps the form's unsaved edits in this browser (see docs/product-rules.md#drafts), written
 * when typing pauses, offered back when the screen opens again; restored values count as typed.
 */
export function useDraft<TValues extends FieldValues>(
  form: UseFormReturn<TValues>,
  { screen, record, isReady = true, etag = noVersion, isUploading = false }: DraftOptions,
): { offer: ReactNode; remove: () => void } {
  const user = useSessionUser();
  const key = user && draftKey(user.id || user.userName, screen, record);
  const [offer, setOffer] = useState<(DraftOfferProps & { of: string }) | null>(null);
  // Read when writing, which happens outside render.
  const latest = useRef({ etag, isUploading });
  latest.current = { etag, isUploading };

  useEffect(() => {
    if (key === null || !isReady) return undefined;
    // Nothing is written while the stored draft is on offer: the form holds the record then.
    let isWritable = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const write = () => {
      clearTimeout(timer);
      timer = undefined;
      if (!isWritable) return;
      const { _defaultValues: base } = form.control;
      const { etag: version, isUploading: lacksImage } = latest.current;
      saveDraft(key, { values: form.getValues(), base, etag: version(), isUploading: lacksImage });
    };
    const schedule = () => {
      clearTimeout(timer);
      timer = setTimeout(write, WRITE_DELAY_MS);
    };
    // A reload or a closed tab within the pause still keeps the last keystrokes.
    const flush = () => timer && write();
    const unsubscribe = form.subscribe({ formState: { values: true }, callback: schedule });
    window.addEventListener('pagehide', flush);

    if (!isSwept) sweepDrafts();
    isSwept = true;
    const draft = loadDraft(key);
    if (draft === null || isSame(draft.values, form.getValues())) {
      if (draft) removeDraft(key);
      isWritable = true;
    } else {
      const { _defaultValues: base } = form.control;
      const version = latest.current.etag();
      const decide = (restore: boolean) => {
        if (restore)
          form.reset(restoredValues(draft, base) as TValues, { keepDefaultValues: true });
        else removeDraft(key);
        isWritable = true;
        setOffer(null);
        schedule();
      };
      setOffer({
        of: key,
        at: draft.at,
        isStale: draft.etag && version ? draft.etag !== version : !isSame(draft.base, base),
        lostImage: draft.lostImage,
        onRestore: () => decide(true),
        onDiscard: () => decide(false),
      });
    }
    return () => {
      unsubscribe();
      window.removeEventListener('pagehide', flush);
      flush();
    };
  }, [form, key, isReady]);

  return {
    offer: offer?.of === key ? <DraftOffer {...offer} /> : null,
    /** For a save that ends after the form has gone (its unmount wrote the draft down). */
    remove: () => key && removeDraft(key),
  };
}
