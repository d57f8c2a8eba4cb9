import * as React from 'react';
import type { ImageFileProblem } from '../lib/image-file';

type TimePart = 'hours' | 'minutes' | 'seconds';

/** The masks of `maskPresets` whose empty-field hint is words, not digits. */
export type DateMask = 'dd.mm.yyyy' | 'dd.mm.yyyy HH:MM';

/**
 * Every text the kit shows of its own accord, handed over once by the app (UiTextsProvider) so
 * all interface text lives in one place; a component's label prop wins.
 */
export type UiTexts = {
  /** The cross of a dialog, a drawer or an alert. */
  close: string;
  retry: string;
  empty: string;
  loading: string;
  alerts: string;
  choose: string;
  /** Takes an image out of an image field or a gallery. */
  removeImage: string;
  confirm: { yes: string; no: string };
  pager: { label: string; previous: string; next: string; page: (page: number) => string };
  gallery: {
    /** How to move a focused image with the keyboard. */
    keysHint: string;
    /** An image's name when the app gives none, by its 1-based position. */
    image: (position: number) => string;
    moveLeft: string;
    moveRight: string;
  };
  upload: {
    /** The field's label when the app gives none. */
    label: string;
    previewAlt: string;
    choose: string;
    progress: string;
    refused: Record<ImageFileProblem, string>;
  };
  time: { labels: Record<TimePart, string>; placeholders: Record<TimePart, string> };
  date: {
    pick: string;
    calendar: string;
    calendarLoading: string;
    /** The calendar's code could not be fetched; the date can still be typed. */
    calendarFailed: string;
    placeholders: Record<DateMask, string>;
  };
};

const UiTextsContext = React.createContext<UiTexts | null>(null);

/** Gives the kit its texts: mounted once around everything that draws the kit. */
export function UiTextsProvider({
  texts,
  children,
}: {
  texts: UiTexts;
  children: React.ReactNode;
}) {
  return <UiTextsContext value={texts}>{children}</UiTextsContext>;
}

export function useUiTexts(): UiTexts {
  const texts = React.useContext(UiTextsContext);
  // Loud rather than blank: a component with no words would still look finished.
  if (!texts) throw new Error('A kit component was drawn outside UiTextsProvider.');
  return texts;
}
