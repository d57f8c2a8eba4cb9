import type { ReactNode } from 'react';
import { FormMoneyField } from '../../../components/form/form-money-field';
import { FormNumberField } from '../../../components/form/form-number-field';
import { FormSwitch } from '../../../components/form/form-switch';
import { FormTextField } from '../../../components/form/form-text-field';
import { messages } from '../../../config/messages';
import type { ProductFormValues } from '../schemas';
import { ModificatorImage } from './modificator-image';
import { ModificatorLegend, RemoveModificatorButton } from './modificator-title';

const text = messages.products;

/** Where a modificator sits in the form: top level, or a child one level down. */
export type ModificatorPath = `modificators.${number}` | `modificators.${number}.child.${number}`;

export type ModificatorFieldsProps = {
  path: ModificatorPath;
  /** '2' for the second modificator, '2.1' for its first child. */
  position: string;
  onRemove: () => void;
  /** Children of a top-level modificator; a child gets none. */
  children?: ReactNode;
};

/** Every field of one modificator, in a group named after it. */
export function ModificatorFields({ path, position, onRemove, children }: ModificatorFieldsProps) {
  return (
    <fieldset className="flex min-w-0 flex-col gap-3 rounded-md border border-border p-4">
      <ModificatorLegend path={path} position={position} />
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <FormTextField<ProductFormValues>
          name={`${path}.name`}
          label={text.name}
          isRequired
          // The whole list is checked when one is added: the new one waits to be touched.
          isQuietUntilTouched
          containerClassName="sm:col-span-2"
        />
        <FormMoneyField<ProductFormValues> name={`${path}.price`} label={text.price} isRequired />
        <FormNumberField<ProductFormValues>
          name={`${path}.order`}
          label={text.order}
          min={0}
          isInteger
        />
        <FormNumberField<ProductFormValues>
          name={`${path}.defaultCount`}
          label={text.defaultCount}
          min={0}
          isInteger
        />
        <FormNumberField<ProductFormValues>
          name={`${path}.minCount`}
          label={text.minCount}
          min={0}
          isInteger
        />
        <FormNumberField<ProductFormValues>
          name={`${path}.maxCount`}
          label={text.maxCount}
          min={0}
          isInteger
        />
        <div className="flex items-end pb-2">
          <FormSwitch<ProductFormValues> name={`${path}.isRequried`} label={text.isRequried} />
        </div>
      </div>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <ModificatorImage path={path} />
        <RemoveModificatorButton path={path} position={position} onRemove={onRemove} />
      </div>
      {children}
    </fieldset>
  );
}
