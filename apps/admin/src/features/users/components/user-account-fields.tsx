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

const m = messages.users;

export type UserAccountFieldsProps = {
  isNew: boolean;
  /** The signed-in user edits their own account: only then the old password. */
  isSelf: boolean;
};

/** The fields every user has: login, role, names, contacts, passwords. */
export function UserAccountFields({ isNew, isSelf }: UserAccountFieldsProps) {
  return (
    <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
      <FormTextField<UserFormValues>
        name="userName"
        label={m.userName}
        isRequired
        autoComplete="off"
      />
      <FormSelect<UserFormValues>
        name="role"
        label={m.role}
        options={roleOptions}
        parse={parseRole}
        isRequired
      />
      <FormTextField<UserFormValues> name="lastName" label={m.lastName} autoComplete="off" />
      <FormTextField<UserFormValues> name="name" label={m.name} autoComplete="off" />
      <FormTextField<UserFormValues> name="middleName" label={m.middleName} autoComplete="off" />
      <FormMaskedField<UserFormValues>
        name="phone"
        label={m.phone}
        preset={maskPresets.userPhone}
        type="tel"
        autoComplete="off"
      />
      <FormMaskedField<UserFormValues>
        name="birthDate"
        label={m.birthDate}
        preset={maskPresets.birthDate}
        autoComplete="off"
      />
      <FormTextField<UserFormValues> name="email" label={m.email} type="email" autoComplete="off" />
      <FormTextField<UserFormValues>
        name="newPassword"
        label={isNew ? m.password : m.newPassword}
        hint={isNew ? undefined : m.newPasswordHint}
        isRequired={isNew}
        type="password"
        autoComplete="new-password"
      />
      {isSelf ? <OldPasswordField /> : null}
      <div className="md:col-span-2">
        <FormSwitch<UserFormValues> name="isEnabled" label={m.isEnabled} />
      </div>
    </div>
  );
}

/**
 * The old password of one's own account: required once a new one is typed, and says so at
 * once, so Save is never off without a word. Watches the new password on its own, so typing
 * renders only this field again.
 */
function OldPasswordField() {
  const { control, trigger, getFieldState } = useFormContext<UserFormValues>();
  const newPassword = useWatch({ control, name: 'newPassword' });
  useEffect(() => {
    if (newPassword !== '' || getFieldState('oldPassword').invalid) void trigger('oldPassword');
  }, [newPassword, trigger, getFieldState]);
  return (
    <FormTextField<UserFormValues>
      name="oldPassword"
      label={m.oldPassword}
      isRequired={newPassword !== ''}
      type="password"
      autoComplete="current-password"
    />
  );
}
