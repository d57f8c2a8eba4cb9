import { Button } from '@shop/ui/button';
import { useConfirm } from '@shop/ui/confirm-dialog';
import { Plus } from 'lucide-react';
import { useCallback } from 'react';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { messages } from '../../../config/messages';
import { newModificator } from '../lib/modificators';
import { useRenumberedRemove } from './use-renumbered-remove';
import type { ProductFormValues } from '../schemas';
import { FormSection } from './form-section';
import { ModificatorCard } from './modificator-card';

const m = messages.products;

/** The product's modificators: add, edit every field, nest children one level, remove. */
export function ModificatorsSection() {
  const { control, getValues } = useFormContext<ProductFormValues>();
  const modificators = useFieldArray({ control, name: 'modificators' });
  const removeAt = useRenumberedRemove('modificators', modificators.remove);
  const [confirm, confirmElement] = useConfirm();
  // Stable, like `remove`, so an added modificator renders no existing (memoised) card again.
  const confirmRemoval = useCallback(() => confirm(m.modificatorPrompt), [confirm]);
  const remove = useCallback(
    async (index: number) => {
      if (await confirmRemoval()) removeAt(index);
    },
    [confirmRemoval, removeAt],
  );

  return (
    <FormSection title={m.modificatorsSection}>
      {modificators.fields.length === 0 ? (
        <p className="text-sm text-muted-foreground">{m.noModificators}</p>
      ) : null}
      {modificators.fields.map((modificator, index) => (
        <ModificatorCard
          key={modificator.id}
          index={index}
          onRemove={remove}
          confirmRemoval={confirmRemoval}
        />
      ))}
      <Button
        type="button"
        variant="secondary"
        className="w-fit"
        onClick={() => modificators.append(newModificator(getValues('modificators')))}
      >
        <Plus aria-hidden="true" />
        {m.addModificator}
      </Button>
      {confirmElement}
    </FormSection>
  );
}
