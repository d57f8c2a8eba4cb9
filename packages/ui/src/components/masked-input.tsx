import { composeRefs } from '@radix-ui/react-compose-refs';
import * as React from 'react';
import { useMask, type Replacement } from '@react-input/mask';
import { cn } from '../lib/cn';
import { inputClassName } from './input';
import { useUiTexts, type DateMask } from './ui-texts';

/** A date mask's placeholder is words ('dd.mm.yyyy' in the app's letters), given with the kit's texts. */
export type MaskPreset = { mask: string; replacement: Replacement; placeholder?: string };

const digit = /\d/;

const dateMask = {
  mask: 'dd.mm.yyyy',
  replacement: { d: digit, m: digit, y: digit },
} satisfies MaskPreset & { mask: DateMask };

/**
 * The admin's masks (see docs/product-rules.md#masks). A replacement key must not be a typable
 * character (the library ignores typed keys), so digit slots use '_' or letters, not '9'.
 */
export const maskPresets = {
  userPhone: {
    mask: '+_ ___ ___ __ __',
    replacement: { _: digit },
    placeholder: '+9 999 999 99 99',
  },
  storePhone: { mask: '_ ____ ___ ___', replacement: { _: digit }, placeholder: '9 9999 999 999' },
  /** A date 'dd.mm.yyyy' (the date picker, push filters). */
  date: dateMask,
  birthDate: dateMask,
  dateTime: {
    mask: 'dd.mm.yyyy HH:MM',
    replacement: { d: digit, m: digit, y: digit, H: digit, M: digit },
  } satisfies MaskPreset & { mask: DateMask },
} satisfies Record<string, MaskPreset>;

/**
 * The library leaves value/defaultValue as given, so mask a raw server value first:
 * `formatMasked('79001234567', maskPresets.userPhone)` → '+7 900 123 45 67'.
 */
export { format as formatMasked, unformat as unformatMasked } from '@react-input/mask';

/**
 * @react-input/mask 2.0.4 polls the caret until 'blur', which an input unmounted while focused
 * never gets: this ref sends that blur before the mask lets go of the element.
 */
function stopSelectionPolling(node: HTMLInputElement | null) {
  if (!node) return;
  return () => {
    node.dispatchEvent(new FocusEvent('blur'));
  };
}

export type MaskedInputProps = Omit<React.ComponentProps<'input'>, 'type'> & {
  mask: string;
  replacement: Replacement;
  /** Show the unfilled mask while typing (off by default: the placeholder explains it). */
  showMask?: boolean;
  type?: 'text' | 'tel';
};

/**
 * A text input taking only what the mask allows, inside a Field; takes react-hook-form's
 * `register` props. The value is the masked text, e.g. '+7 900 123 45 67'.
 */
export function MaskedInput({
  mask,
  replacement,
  showMask,
  className,
  type = 'text',
  placeholder,
  ref,
  ...props
}: MaskedInputProps) {
  const placeholders: Partial<Record<string, string>> = useUiTexts().date.placeholders;
  // useMask rather than InputMask: only here can our blur run before the mask lets go.
  const maskRef = useMask({ mask, replacement, showMask });
  const mergedRef = React.useMemo(
    () => composeRefs(stopSelectionPolling, maskRef, ref),
    [maskRef, ref],
  );
  return (
    <input
      data-slot="masked-input"
      ref={mergedRef}
      type={type}
      placeholder={placeholder ?? placeholders[mask]}
      className={cn(inputClassName, className)}
      {...props}
    />
  );
}
