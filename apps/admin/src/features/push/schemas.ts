import { zPushMailing } from '@shop/api-client/schemas';
import * as z from 'zod/mini';
import { messages } from '../../config/messages';
import { dateTextError } from '../../lib/date-field';
import { readDateText } from '../../lib/dates';
import { requiredText } from '../../lib/required-text';
import { hasNoAudience } from './lib/audience';

/** Caption at most 150 characters, text at most 1000 (the contract's limits). */
export const CAPTION_MAX = 150;
export const TEXT_MAX = 1000;

// With 'Отправить всем' off at least one filter is on, each on filter needs its values, and the
// purchase dates must not run backwards.
export const pushFormSchema = z
  .extend(z.pick(zPushMailing, { caption: true, text: true }), {
    caption: requiredText(zPushMailing.shape.caption),
    text: requiredText(zPushMailing.shape.text),
    sendAll: z.boolean(),
    hasAverageFilter: z.boolean(),
    averageSum: z.optional(z.number().check(z.gte(0))),
    lessAverageSum: z.boolean(),
    hasDateFilter: z.boolean(),
    // The typed days 'dd.mm.yyyy'; checked below only while the date filter is on.
    buyDateStart: z.string(),
    buyDateEnd: z.string(),
  })
  .check(
    z.superRefine((values, ctx) => {
      if (values.sendAll) return;
      if (hasNoAudience(values)) {
        ctx.addIssue({ code: 'custom', path: ['sendAll'], message: messages.push.noAudience });
      }
      const required = messages.validation.required;
      if (values.hasAverageFilter && values.averageSum === undefined) {
        ctx.addIssue({ code: 'custom', path: ['averageSum'], message: required });
      }
      if (!values.hasDateFilter) return;
      for (const key of ['buyDateStart', 'buyDateEnd'] as const) {
        const message = values[key] === '' ? required : dateTextError(values[key], 'date');
        if (message !== undefined) ctx.addIssue({ code: 'custom', path: [key], message });
      }
      const start = readDateText(values.buyDateStart, 'date');
      const end = readDateText(values.buyDateEnd, 'date');
      if (start.kind === 'valid' && end.kind === 'valid' && start.date > end.date) {
        ctx.addIssue({ code: 'custom', path: ['buyDateEnd'], message: messages.push.dateOrder });
      }
    }),
  );

export type PushFormValues = z.infer<typeof pushFormSchema>;

export const pushFormDefaults: PushFormValues = {
  sendAll: true,
  caption: '',
  text: '',
  hasAverageFilter: false,
  averageSum: undefined,
  lessAverageSum: false,
  hasDateFilter: false,
  buyDateStart: '',
  buyDateEnd: '',
};
