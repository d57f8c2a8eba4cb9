import type { ReactNode } from 'react';
import { FormNumberField } from '../../../components/form/form-number-field';
import { FormSelect } from '../../../components/form/form-select';
import { FormSwitch } from '../../../components/form/form-switch';
import { FormTextField } from '../../../components/form/form-text-field';
import { messages } from '../../../config/messages';
import {
  childrenOptions,
  incomeLevelOptions,
  parseChildren,
  parseIncomeLevel,
} from '../lib/user-labels';
import type { UserFormValues } from '../schemas';

const NumberField = FormNumberField<UserFormValues>;
const Select = FormSelect<UserFormValues>;
const Switch = FormSwitch<UserFormValues>;
const TextField = FormTextField<UserFormValues>;

const m = messages.users;

function Block({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="flex flex-col gap-4 border-t border-border pt-4">
      <legend className="pr-2 text-lg font-semibold">{title}</legend>
      <div className="grid grid-cols-1 gap-4 md:grid-cols-2">{children}</div>
    </fieldset>
  );
}

/** The customer's extra information and address, saved with the user. */
export function CustomerFields() {
  return (
    <>
      <Block title={m.extraTitle}>
        <NumberField name="bonuses" label={m.bonuses} min={0} />
        <div className="flex flex-wrap items-end gap-6 pb-2">
          <Switch name="hasCar" label={m.hasCar} />
          <Switch name="hasWife" label={m.hasWife} />
        </div>
        <Select
          name="children"
          label={m.children}
          options={childrenOptions}
          parse={parseChildren}
        />
        <Select
          name="incomeLevel"
          label={m.incomeLevel}
          options={incomeLevelOptions}
          parse={parseIncomeLevel}
        />
      </Block>
      <Block title={m.addressTitle}>
        <TextField name="address.city" label={m.city} autoComplete="off" />
        <TextField name="address.street" label={m.street} autoComplete="off" />
        <TextField name="address.house" label={m.house} autoComplete="off" />
        <TextField name="address.flat" label={m.flat} autoComplete="off" />
      </Block>
    </>
  );
}
