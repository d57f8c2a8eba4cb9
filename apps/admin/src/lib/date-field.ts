import * as z from 'zod/mini';
import { messages } from '../config/messages';
import { readDateText, type DateTextFormat } from './dates';

const m = messages.validation;

/** Why a typed date cannot be saved, or undefined (empty too: required is the form's rule). */
export function dateTextError(text: string, format: DateTextFormat): string | undefined {
  switch (readDateText(text, format).kind) {
    case 'incomplete':
      return format === 'date' ? m.dateIncomplete : m.dateTimeIncomplete;
    case 'noSuchDate':
      return m.noSuchDate;
    case 'noSuchTime':
      return m.noSuchTime;
    default:
      return undefined;
  }
}

/** A masked date field: empty, or a whole and real date; anything else is an error at it. */
export const dateTextSchema = (format: DateTextFormat) =>
  z.string().check(
    z.superRefine((text, ctx) => {
      const message = dateTextError(text, format);
      if (message !== undefined) ctx.addIssue({ code: 'custom', message, input: text });
    }),
  );
