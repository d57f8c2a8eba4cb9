import { zPushMailing } from '@shop/api-client/schemas';
import * as z from 'zod/mini';
import { messages } from '../../config/messages';

/** SPEC §9: caption at most 150 characters, text at most 1000 (the contract's limits). */
export const CAPTION_MAX = 150;
export const TEXT_MAX = 1000;

/**
 * The push form, derived from the contract's PushMailing (caption and text with their
 * limits). Each filter has its own switch; a filter that is on needs its values (SPEC §5),
 * and the purchase dates must not run backwards.
 */
export const pushFormSchema = z
  .extend(z.pick(zPushMailing, { caption: true, text: true }), {
    sendAll: z.boolean(),
    hasAverageFilter: z.boolean(),
    averageSum: z.optional(z.number().check(z.gte(0))),
    lessAverageSum: z.boolean(),
    hasDateFilter: z.boolean(),
    buyDateStart: z.nullable(z.date()),
    buyDateEnd: z.nullable(z.date()),
  })
  .check(
    z.superRefine((values, ctx) => {
      if (values.sendAll) return;
      const required = messages.validation.required;
      if (values.hasAverageFilter && values.averageSum === undefined) {
        ctx.addIssue({ code: 'custom', path: ['averageSum'], message: required });
      }
      if (!values.hasDateFilter) return;
      const { buyDateStart: start, buyDateEnd: end } = values;
      if (!start) ctx.addIssue({ code: 'custom', path: ['buyDateStart'], message: required });
      if (!end) ctx.addIssue({ code: 'custom', path: ['buyDateEnd'], message: required });
      if (start && end && start.getTime() > end.getTime()) {
        ctx.addIssue({ code: 'custom', path: ['buyDateEnd'], message: messages.push.dateOrder });
      }
    }),
  );

export type PushFormValues = z.infer<typeof pushFormSchema>;

/** SPEC §3: send to all by default, less-than off; the form returns here after a send. */
export const pushFormDefaults: PushFormValues = {
  sendAll: true,
  caption: '',
  text: '',
  hasAverageFilter: false,
  averageSum: undefined,
  lessAverageSum: false,
  hasDateFilter: false,
  buyDateStart: null,
  buyDateEnd: null,
};
