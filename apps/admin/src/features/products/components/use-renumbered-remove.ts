import { useCallback } from 'react';
import { useFormContext } from 'react-hook-form';
import { closeOrderGaps } from '../lib/modificators';
import type { ProductFormValues } from '../schemas';

/** A list of modificators: the top level, or the children of one. */
type ModificatorList = 'modificators' | `modificators.${number}.child`;

/**
 * Removes a modificator from its list and renumbers the `order` of the rest 1..n, so no gap
 * is left where it was. Stable while the list is (useFieldArray's `remove` is), so memoised
 * cards given it do not render again when a sibling is added.
 */
export function useRenumberedRemove(list: ModificatorList, remove: (index: number) => void) {
  const { getValues, setValue } = useFormContext<ProductFormValues>();
  return useCallback(
    (index: number) => {
      remove(index);
      const rest = getValues(list);
      closeOrderGaps(rest).forEach((order, position) => {
        if (rest[position]?.order === order) return;
        setValue(`${list}.${position}.order`, order, { shouldDirty: true, shouldValidate: true });
      });
    },
    [list, remove, getValues, setValue],
  );
}
