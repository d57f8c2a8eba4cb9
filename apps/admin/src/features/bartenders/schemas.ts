import { zBartenderInput } from '@shop/api-client/schemas';
import * as z from 'zod/mini';
import { messages } from '../../config/messages';
import { requiredText } from '../../lib/required-text';

// z.url() alone takes 'mailto:' or 'javascript:' links; a tips page is a web address.
const webUrl = z.url({ protocol: /^https?$/, hostname: z.regexes.domain });

/**
 * The editor's form: the contract's bartender with text fields as the inputs hold them
 * ('' for an empty tips link or avatar, the store as the select's id string).
 */
export const bartenderFormSchema = z.extend(
  z.pick(zBartenderInput, { lastName: true, name: true, description: true }),
  {
    // Required, and trimmed first: a name of spaces counts as empty.
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
