import type { Schemas } from '@shop/api-client';
import type { ModificatorChildFormValues, ModificatorFormValues } from '../schemas';

type ModificatorBase = Schemas['ModificatorBase'];

export function nextOrder(siblings: readonly { order?: number | undefined }[]): number {
  return siblings.reduce((max, item) => Math.max(max, item.order ?? 0), 0) + 1;
}

/** 1..n by the order they had (ties and missing orders by position). */
export function closeOrderGaps(siblings: readonly { order?: number | undefined }[]): number[] {
  const ranked = siblings
    .map((item, index) => ({ index, order: item.order ?? 0 }))
    .sort((a, b) => a.order - b.order || a.index - b.index);
  const orders: number[] = new Array<number>(siblings.length);
  ranked.forEach(({ index }, rank) => {
    orders[index] = rank + 1;
  });
  return orders;
}

/** A blank child modificator (no `child` list: a child cannot have children). */
export function newChildModificator(
  siblings: readonly ModificatorChildFormValues[],
): ModificatorChildFormValues {
  return {
    name: '',
    price: 0,
    defaultCount: 0,
    minCount: 0,
    maxCount: 1,
    order: nextOrder(siblings),
    isRequried: false,
    image: null,
  };
}

export function newModificator(siblings: readonly ModificatorFormValues[]): ModificatorFormValues {
  return { ...newChildModificator(siblings), child: [] };
}

/** Only the fields of ModificatorBase: whatever else a child carries (children of its own) goes. */
export function toChildValues(modificator: ModificatorBase): ModificatorChildFormValues {
  return {
    name: modificator.name,
    price: modificator.price,
    defaultCount: modificator.defaultCount,
    minCount: modificator.minCount,
    maxCount: modificator.maxCount,
    order: modificator.order,
    isRequried: modificator.isRequried,
    image: modificator.image ?? null,
  };
}

/** The form's copy of a stored modificator: nesting is cut at one level. */
export function toModificatorValues(modificator: Schemas['Modificator']): ModificatorFormValues {
  return { ...toChildValues(modificator), child: (modificator.child ?? []).map(toChildValues) };
}
