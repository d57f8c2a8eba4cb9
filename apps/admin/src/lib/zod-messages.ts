import * as z from 'zod/mini';
import { messages } from '../config/messages';

const m = messages.validation;

/** Russian messages for every schema of the app, so no field shows zod's English. */
export function installZodMessages(): void {
  z.config({
    customError: (issue) => {
      switch (issue.code) {
        case 'invalid_type':
          if (issue.input === undefined || issue.input === null || issue.input === '')
            return m.required;
          return issue.expected === 'number' || issue.expected === 'int' ? m.number : m.invalid;
        case 'too_small':
          if (issue.origin === 'string' && Number(issue.minimum) <= 1) return m.required;
          if (issue.origin === 'array' && Number(issue.minimum) <= 1) return m.required;
          return issue.origin === 'string' ? m.invalid : m.min(issue.minimum);
        case 'too_big':
          return issue.origin === 'string' ? m.maxLength(issue.maximum) : m.max(issue.maximum);
        case 'invalid_format':
          if (issue.format === 'email') return m.email;
          if (issue.format === 'url') return m.url;
          if (issue.format === 'datetime' || issue.format === 'date') return m.date;
          return m.invalid;
        default:
          return m.invalid;
      }
    },
  });
}
