import * as z from 'zod/mini';
import { messages } from '../config/messages';

const v = messages.validation;

/**
 * Russian messages for every schema of the app (generated and form ones alike), so a field
 * never shows zod's English. Installed once at start-up and in tests.
 */
export function installZodMessages(): void {
  z.config({
    customError: (issue) => {
      switch (issue.code) {
        case 'invalid_type':
          if (issue.input === undefined || issue.input === null || issue.input === '')
            return v.required;
          return issue.expected === 'number' || issue.expected === 'int' ? v.number : v.invalid;
        case 'too_small':
          if (issue.origin === 'string' && Number(issue.minimum) <= 1) return v.required;
          if (issue.origin === 'array' && Number(issue.minimum) <= 1) return v.required;
          return issue.origin === 'string' ? v.invalid : v.min(issue.minimum);
        case 'too_big':
          return issue.origin === 'string' ? v.maxLength(issue.maximum) : v.max(issue.maximum);
        case 'invalid_format':
          if (issue.format === 'email') return v.email;
          if (issue.format === 'url') return v.url;
          if (issue.format === 'datetime' || issue.format === 'date') return v.date;
          return v.invalid;
        default:
          return v.invalid;
      }
    },
  });
}
