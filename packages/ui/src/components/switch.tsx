import * as React from 'react';
import * as SwitchPrimitive from '@radix-ui/react-switch';
import { cn } from '../lib/cn';
import { Label } from './label';

type StateProps = Pick<
  SwitchPrimitive.unstable_SwitchProviderProps,
  'checked' | 'defaultChecked' | 'onCheckedChange' | 'disabled' | 'required'
>;

export type SwitchProps = StateProps &
  Omit<React.ComponentProps<typeof SwitchPrimitive.unstable_Trigger>, keyof StateProps> & {
    /** Visible label, e.g. 'Enabled', 'Branded', 'Send to all'. */
    label: React.ReactNode;
    containerClassName?: string;
  };

/**
 * A labelled on/off switch (role="switch"); with react-hook-form use a Controller.
 *
 * Radix's provider and trigger without its bubble input. Inside a <form>, Switch adds a hidden
 * checkbox that carries the value into a native submission, and measures the switch as it
 * mounts, forcing a layout of the whole form there and then. The admin's forms keep their
 * values in react-hook-form and never submit natively; the product editor has a switch per
 * modificator.
 */
export function Switch({
  label,
  id,
  className,
  containerClassName,
  checked,
  defaultChecked,
  onCheckedChange,
  disabled,
  required,
  ...props
}: SwitchProps) {
  const generatedId = React.useId();
  const switchId = id ?? `switch-${generatedId}`;
  return (
    <div
      data-slot="switch-field"
      className={cn('inline-flex items-center gap-2', containerClassName)}
    >
      <SwitchPrimitive.unstable_Provider
        checked={checked}
        defaultChecked={defaultChecked}
        onCheckedChange={onCheckedChange}
        disabled={disabled}
        required={required}
      >
        <SwitchPrimitive.unstable_Trigger
          data-slot="switch"
          id={switchId}
          className={cn(
            'focus-ring peer inline-flex h-6 w-11 shrink-0 cursor-pointer items-center rounded-full border-2 border-transparent bg-input transition-colors disabled:cursor-not-allowed disabled:opacity-50 data-[state=checked]:bg-primary',
            className,
          )}
          {...props}
        >
          <SwitchPrimitive.Thumb
            data-slot="switch-thumb"
            className="pointer-events-none block size-5 rounded-full bg-surface shadow transition-transform data-[state=checked]:translate-x-5 data-[state=unchecked]:translate-x-0"
          />
        </SwitchPrimitive.unstable_Trigger>
      </SwitchPrimitive.unstable_Provider>
      <Label htmlFor={switchId} className="cursor-pointer peer-disabled:cursor-not-allowed">
        {label}
      </Label>
    </div>
  );
}
