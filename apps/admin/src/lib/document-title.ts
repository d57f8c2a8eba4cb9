import { useEffect } from 'react';
import { shellMessages } from '../config/messages/shell';

/** What the browser tab says, part by part; empty parts are left out. */
export type TitleParts = {
  /** The open record's natural name (an order's number, a product's name), on record pages. */
  record?: string;
  section?: string;
  /** New orders waiting: shown first as '(N) ' so a background tab still tells the operator. */
  count?: number;
};

const SEPARATOR = ' — ';

/** '(N) {record} — {section} — {tagline}': the tagline always ends the title. */
export function composeTitle({ record, section, count = 0 }: TitleParts): string {
  const prefix = count > 0 ? `(${count}) ` : '';
  const parts = [record, section, shellMessages.app.tagline].filter((part) => part?.trim());
  return prefix + parts.join(SEPARATOR);
}

// One owner for document.title: the layout, the record page and the order polling each set
// their part and the title is composed again, so none of them overwrites the others.
const current: TitleParts = {};

function apply(): void {
  document.title = composeTitle(current);
}

/** The number of new orders in front of the title; 0 removes it. */
export function setTitleCount(count: number): void {
  current.count = count;
  apply();
}

/** The section part, for as long as the calling component is on screen. */
export function useSectionTitle(section: string | undefined): void {
  useEffect(() => {
    current.section = section;
    apply();
    return () => {
      current.section = undefined;
      apply();
    };
  }, [section]);
}

/** The record part while its page is open; undefined (loading) shows the section alone. */
export function useRecordTitle(name: string | undefined): void {
  useEffect(() => {
    current.record = name;
    apply();
    return () => {
      current.record = undefined;
      apply();
    };
  }, [name]);
}
