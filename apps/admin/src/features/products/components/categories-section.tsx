import { Button } from '@shop/ui/button';
import { IconButton } from '@shop/ui/icon-button';
import { Select } from '@shop/ui/select';
import { Plus, X } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import { messages } from '../../../config/messages';
import { addCategoryId, removeCategoryId } from '../lib/category-ids';
import type { ProductFormValues } from '../schemas';
import { FormSection } from './form-section';

const m = messages.products;

/** A category the editor can offer: `label` is indented for the select, `name` is plain. */
export type CategoryOption = { id: number; name: string; label: string };

/** The categories of the product: pick one from the tree and add it; remove per category. */
export function CategoriesSection({ options }: { options: readonly CategoryOption[] }) {
  const { control } = useFormContext<ProductFormValues>();
  const { field } = useController({ control, name: 'categoryIds' });
  const ids = field.value;
  const [chosen, setChosen] = useState('');

  const selectOptions = useMemo(
    () => options.map((option) => ({ value: String(option.id), label: option.label })),
    [options],
  );
  const nameOf = (id: number) =>
    options.find((option) => option.id === id)?.name ?? m.unknownCategory(id);

  const add = () => {
    const next = addCategoryId(ids, chosen === '' ? null : Number(chosen));
    if (next !== ids) field.onChange(next);
    setChosen('');
  };

  return (
    <FormSection title={m.categoriesSection}>
      <div className="flex flex-wrap items-end gap-3">
        <Select
          label={m.category}
          options={selectOptions}
          placeholder={m.chooseCategory}
          value={chosen}
          onValueChange={setChosen}
          containerClassName="w-full max-w-sm"
        />
        <Button type="button" variant="secondary" disabled={chosen === ''} onClick={add}>
          <Plus aria-hidden="true" />
          {m.addCategory}
        </Button>
      </div>
      {ids.length === 0 ? (
        <p className="text-sm text-muted-foreground">{m.noCategories}</p>
      ) : (
        <ul aria-label={m.categoriesSection} className="flex flex-wrap gap-2">
          {ids.map((id) => (
            <li
              key={id}
              className="flex items-center gap-1 rounded-full border border-border bg-muted py-1 pr-1 pl-3 text-sm"
            >
              {nameOf(id)}
              <IconButton
                label={m.removeCategory(nameOf(id))}
                size="icon-xs"
                onClick={() => field.onChange(removeCategoryId(ids, id))}
              >
                <X />
              </IconButton>
            </li>
          ))}
        </ul>
      )}
    </FormSection>
  );
}
