import type { ReactNode } from 'react';
import { FormMoneyField } from '../../../components/form/form-money-field';
import { FormNumberField } from '../../../components/form/form-number-field';
import { FormSwitch } from '../../../components/form/form-switch';
import { FormTextField } from '../../../components/form/form-text-field';
import { messages } from '../../../config/messages';
import type { ProductFormValues } from '../schemas';
import { ModificatorImage } from './modificator-image';
import type { ModificatorPath } from './modificator-path';
import { ModificatorLegend, RemoveModificatorButton } from './modificator-title';

const MoneyField = FormMoneyField<ProductFormValues>;
const NumberField = FormNumberField<ProductFormValues>;
const Switch = FormSwitch<ProductFormValues>;
const TextField = FormTextField<ProductFormValues>;

const m = messages.products;

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
        <TextField
          name={`${path}.name`}
          label={m.name}
          isRequired
          // The whole list is checked when one is added: the new one waits to be touched.
          isQuietUntilTouched
          containerClassName="sm:col-span-2"
        />
        <MoneyField name={`${path}.price`} label={m.price} isRequired />
        <NumberField name={`${path}.order`} label={m.order} min={0} isInteger />
        <NumberField name={`${path}.defaultCount`} label={m.defaultCount} min={0} isInteger />
        <NumberField name={`${path}.minCount`} label={m.minCount} min={0} isInteger />
        <NumberField name={`${path}.maxCount`} label={m.maxCount} min={0} isInteger />
        <div className="flex items-end pb-2">
          <Switch name={`${path}.isRequried`} label={m.isRequried} />
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
