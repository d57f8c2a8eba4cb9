import { maskPresets } from '@shop/ui/masked-input';
import { useEffect } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { FormMaskedField } from '../../../components/form/form-masked-field';
import { FormSelect } from '../../../components/form/form-select';
import { FormSwitch } from '../../../components/form/form-switch';
import { FormTextField } from '../../../components/form/form-text-field';
import { messages } from '../../../config/messages';
import { parseRole, roleOptions } from '../lib/user-labels';
import type { UserFormValues } from '../schemas';

const MaskedField = FormMaskedField<UserFormValues>;
const Select = FormSelect<UserFormValues>;
const Switch = FormSwitch<UserFormValues>;
const TextField = FormTextField<UserFormValues>;

const m = messages.users;

export type UserAccountFieldsProps = {
  isNew: boolean;
  /** The signed-in user edits their own account: only then the old password. */
  isSelf: boolean;
};

export function UserAccountFields({ isNew, isSelf }: UserAccountFieldsProps) {
  return (
    <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
      <TextField name="userName" label={m.userName} isRequired autoComplete="off" />
      <Select name="role" label={m.role} options={roleOptions} parse={parseRole} isRequired />
      <TextField name="lastName" label={m.lastName} autoComplete="off" />
      <TextField name="name" label={m.name} autoComplete="off" />
      <TextField name="middleName" label={m.middleName} autoComplete="off" />
      <MaskedField
        name="phone"
        label={m.phone}
        preset={maskPresets.userPhone}
        type="tel"
        autoComplete="off"
      />
      <MaskedField
        name="birthDate"
        label={m.birthDate}
        preset={maskPresets.birthDate}
        autoComplete="off"
      />
      <TextField name="email" label={m.email} type="email" autoComplete="off" />
      <TextField
        name="newPassword"
        label={isNew ? m.password : m.newPassword}
        hint={isNew ? undefined : m.newPasswordHint}
        isRequired={isNew}
        type="password"
        autoComplete="new-password"
      />
      {isSelf ? <OldPasswordField /> : null}
      <div className="md:col-span-2">
        <Switch name="isEnabled" label={m.isEnabled} />
      </div>
    </div>
  );
}

// Says at once that it is required, so Save is never off without a word; watches the new
// password on its own, so typing re-renders only this field.
function OldPasswordField() {
  const { control, trigger, getFieldState } = useFormContext<UserFormValues>();
  const newPassword = useWatch({ control, name: 'newPassword' });
  useEffect(() => {
    if (newPassword !== '' || getFieldState('oldPassword').invalid) void trigger('oldPassword');
  }, [newPassword, trigger, getFieldState]);
  return (
    <TextField
      name="oldPassword"
      label={m.oldPassword}
      isRequired={newPassword !== ''}
      type="password"
      autoComplete="current-password"
    />
  );
}
