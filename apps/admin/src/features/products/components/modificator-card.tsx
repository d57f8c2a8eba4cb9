import { Button } from '@shop/ui/button';
import { Plus } from 'lucide-react';
import { memo } from 'react';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { messages } from '../../../config/messages';
import { newChildModificator } from '../lib/modificators';
import type { ProductFormValues } from '../schemas';
import { ModificatorFields } from './modificator-fields';
import { useRenumberedRemove } from './use-renumbered-remove';

const m = messages.products;

export type ModificatorCardProps = {
  index: number;
  /** Called with the card's index, so one stable function serves every card. */
  onRemove: (index: number) => Promise<void>;
  /** Asks 'Вы действительно хотите удалить модификатор?'; resolves true to go ahead. */
  confirmRemoval: () => Promise<boolean>;
};

/**
 * A top-level modificator with its children; children are leaves (modificators nest one level).
 * Memoised with stable props: adding a modificator renders only the new card, not every other
 * card's fields; a removal above it still renders it again (its index changes).
 */
export const ModificatorCard = memo(function ModificatorCard({
  index,
  onRemove,
  confirmRemoval,
}: ModificatorCardProps) {
  const { control, getValues } = useFormContext<ProductFormValues>();
  const children = useFieldArray({ control, name: `modificators.${index}.child` });
  const removeChildAt = useRenumberedRemove(`modificators.${index}.child`, children.remove);
  const position = String(index + 1);

  const removeChild = async (childIndex: number) => {
    if (await confirmRemoval()) removeChildAt(childIndex);
  };

  return (
    <ModificatorFields
      path={`modificators.${index}`}
      position={position}
      onRemove={() => void onRemove(index)}
    >
      <div className="flex flex-col gap-3 border-l-2 border-border pl-4">
        <p className="text-sm font-semibold">{m.childrenTitle}</p>
        {children.fields.map((child, childIndex) => (
          <ModificatorFields
            key={child.id}
            path={`modificators.${index}.child.${childIndex}`}
            position={`${position}.${childIndex + 1}`}
            onRemove={() => void removeChild(childIndex)}
          />
        ))}
        <Button
          type="button"
          variant="secondary"
          size="sm"
          className="w-fit"
          // The visible text is the same on every card; the name says which parent it is for.
          aria-label={m.addChildTo(m.modificatorTitle(position))}
          onClick={() =>
            children.append(newChildModificator(getValues(`modificators.${index}.child`)))
          }
        >
          <Plus aria-hidden="true" />
          {m.addChild}
        </Button>
      </div>
    </ModificatorFields>
  );
});
