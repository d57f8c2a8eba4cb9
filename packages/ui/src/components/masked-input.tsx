import { composeRefs } from '@radix-ui/react-compose-refs';
import * as React from 'react';
import { useMask, type Replacement } from '@react-input/mask';
import { cn } from '../lib/cn';
import { inputClassName } from './input';

export type MaskPreset = { mask: string; replacement: Replacement; placeholder: string };

const digit = /\d/;

const dateMask: MaskPreset = {
  mask: 'dd.mm.yyyy',
  replacement: { d: digit, m: digit, y: digit },
  placeholder: 'дд.мм.гггг',
};

/**
 * The admin's masks (docs/product-rules.md#masks). A replacement key must never be a character the
 * user types (the library ignores typed keys), so digit slots use '_' or letters, not '9'. Spread
 * one into MaskedInput: `<MaskedInput {...maskPresets.userPhone} />`.
 */
export const maskPresets = {
  /** User phone '+9 999 999 99 99'. */
  userPhone: {
    mask: '+_ ___ ___ __ __',
    replacement: { _: digit },
    placeholder: '+9 999 999 99 99',
  },
  /** Store phone '9 9999 999 999'. */
  storePhone: { mask: '_ ____ ___ ___', replacement: { _: digit }, placeholder: '9 9999 999 999' },
  /** A date 'dd.mm.yyyy' (the date picker, push filters). */
  date: dateMask,
  /** Birth date 'dd.mm.yyyy'. */
  birthDate: dateMask,
  /** News dates 'dd.mm.yyyy HH:MM'. */
  dateTime: {
    mask: 'dd.mm.yyyy HH:MM',
    replacement: { d: digit, m: digit, y: digit, H: digit, M: digit },
    placeholder: 'дд.мм.гггг чч:мм',
  },
} satisfies Record<string, MaskPreset>;

/**
 * The library leaves value/defaultValue as given, so a raw server value must be masked
 * first: `formatMasked('79001234567', maskPresets.userPhone)` → '+7 900 123 45 67'.
 * `unformatMasked` gives the typed characters back ('79001234567').
 */
export { format as formatMasked, unformat as unformatMasked } from '@react-input/mask';

/**
 * @react-input/mask 2.0.4 polls the caret with a setTimeout loop while its input has focus
 * and stops only on 'blur'. An input unmounted while focused (Enter submits, the screen
 * changes) gets no blur, so the loop would run forever. This ref sends the library a blur
 * just before the mask lets go of the element.
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
 * A text input that only accepts what the mask allows. Put it inside a Field for the
 * label and error; it takes react-hook-form's `register` props (ref included). The value
 * is the masked text, e.g. '+7 900 123 45 67'.
 */
export function MaskedInput({
  mask,
  replacement,
  showMask,
  className,
  type = 'text',
  ref,
  ...props
}: MaskedInputProps) {
  // The library's useMask hook (equivalent to its InputMask component) rather than InputMask,
  // because only here can our blur run before the mask unregisters from the element.
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
      className={cn(inputClassName, className)}
      {...props}
    />
  );
}
