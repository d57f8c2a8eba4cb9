import { zBartenderInput } from '@shop/api-client/schemas';
import * as z from 'zod/mini';
import { messages } from '../../config/messages';
import { requiredText } from '../../lib/required-text';

// Cyrillic names arrive in punycode, so a top-level domain is letters or an 'xn--' label.
const DOMAIN =
  /^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+(?:[a-z]{2,63}|xn--[a-z0-9-]{1,59})$/i;

// z.url() alone takes 'mailto:' or 'javascript:' links; a tips page is a web address.
const webUrl = z.url({ protocol: /^https?$/, hostname: DOMAIN });

/** '' for an empty tips link or avatar; the store as the select's id string. */
export const bartenderFormSchema = z.extend(
  z.pick(zBartenderInput, { lastName: true, name: true, description: true }),
  {
    lastName: requiredText(zBartenderInput.shape.lastName),
    name: requiredText(zBartenderInput.shape.name),
    description: requiredText(zBartenderInput.shape.description),
    tipsLink: z.string().check(
      z.trim(),
      z.refine((value) => value === '' || webUrl.safeParse(value).success, {
        error: messages.bartenders.tipsLinkInvalid,
      }),
    ),
    imagePath: z.string(),
    storeId: z.string(),
  },
);

export type BartenderFormValues = z.infer<typeof bartenderFormSchema>;

export const bartenderFormDefaults: BartenderFormValues = {
  lastName: '',
  name: '',
  description: '',
  tipsLink: '',
  imagePath: '',
  storeId: '',
};
