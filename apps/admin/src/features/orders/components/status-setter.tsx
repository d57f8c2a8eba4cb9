import { Button } from '@shop/ui/button';
import { Select, type SelectOption } from '@shop/ui/select';
import { useState } from 'react';
import { messages } from '../../../config/messages';

export type StatusSetterProps<T extends number> = {
  label: string;
  /** The accessible name of 'Установить', which would otherwise be ambiguous (two of them). */
  buttonLabel: string;
  options: readonly SelectOption[];
  initial: T;
  parse: (value: string) => T | null;
  onSet: (value: T) => void;
  isBusy: boolean;
};

/**
 * A dropdown and 'Установить'. The choice stays as picked after setting it: the admin may
 * choose any value at any time (no transition order), so nothing here depends on the current one.
 */
export function StatusSetter<T extends number>({
  label,
  buttonLabel,
  options,
  initial,
  parse,
  onSet,
  isBusy,
}: StatusSetterProps<T>) {
  const [value, setValue] = useState<T>(initial);
  return (
    <div className="flex items-end gap-2">
      <Select
        label={label}
        options={options}
        value={String(value)}
        onValueChange={(next) => {
          const parsed = parse(next);
          if (parsed !== null) setValue(parsed);
        }}
        containerClassName="flex-1"
      />
      <Button
        type="button"
        variant="secondary"
        isBusy={isBusy}
        aria-label={buttonLabel}
        onClick={() => onSet(value)}
      >
        {messages.orders.setStatus}
      </Button>
    </div>
  );
}
