import type * as React from 'react';
import * as SelectPrimitive from '@radix-ui/react-select';
import { Check, ChevronDown } from 'lucide-react';
import { cn } from '../lib/cn';
import { Field, type FieldOwnProps } from './field';
import { inputClassName } from './input';
import { useUiTexts } from './ui-texts';

export type SelectOption = { value: string; label: string };

export type SelectProps = Omit<React.ComponentProps<typeof SelectPrimitive.Root>, 'children'> &
  FieldOwnProps & {
    options: readonly SelectOption[];
    placeholder?: string;
    id?: string;
    className?: string;
    onBlur?: () => void;
  };

// Radix reserves '' for "nothing chosen", but the category editor needs a real empty choice
// (the root category, parentId ''), so an option with value '' is carried under this key.
const EMPTY_VALUE = '__empty__';
const toRadix = (value: string) => (value === '' ? EMPTY_VALUE : value);
const fromRadix = (value: string) => (value === EMPTY_VALUE ? '' : value);

export function Select({
  label,
  error,
  hint,
  isRequired,
  containerClassName,
  options,
  placeholder,
  id,
  className,
  value,
  defaultValue,
  onValueChange,
  onBlur,
  ...props
}: SelectProps) {
  const texts = useUiTexts();
  const hasEmptyOption = options.some((option) => option.value === '');
  // The chosen option's whole text, as the tooltip of the box that may cut it.
  const chosenLabel = options.find((option) => option.value === (value ?? defaultValue))?.label;
  const mapIn = (v: string | undefined) => (v === undefined || !hasEmptyOption ? v : toRadix(v));

  return (
    <Field
      label={label}
      error={error}
      hint={hint}
      isRequired={isRequired}
      id={id}
      className={containerClassName}
    >
      {(control) => (
        <SelectPrimitive.Root
          value={mapIn(value)}
          defaultValue={mapIn(defaultValue)}
          onValueChange={(next) => onValueChange?.(fromRadix(next))}
          {...props}
        >
          <SelectPrimitive.Trigger
            data-slot="select-trigger"
            {...control}
            title={chosenLabel || undefined}
            onBlur={onBlur}
            className={cn(
              inputClassName,
              'items-center justify-between gap-2 text-left',
              className,
            )}
          >
            {/* One line, cut with an ellipsis: a long option (a store with its address) would
                otherwise wrap out of the fixed-height box. The full text is in the open list. */}
            <span className="min-w-0 truncate">
              <SelectPrimitive.Value placeholder={placeholder ?? texts.choose} />
            </span>
            <SelectPrimitive.Icon asChild>
              <ChevronDown aria-hidden="true" className="size-4 opacity-60" />
            </SelectPrimitive.Icon>
          </SelectPrimitive.Trigger>
          <SelectPrimitive.Portal>
            <SelectPrimitive.Content
              data-slot="select-content"
              position="popper"
              sideOffset={4}
              className="z-50 max-h-(--radix-select-content-available-height) max-w-(--radix-select-content-available-width) min-w-(--radix-select-trigger-width) overflow-hidden rounded-md border border-border bg-surface text-foreground shadow-md"
            >
              <SelectPrimitive.Viewport className="p-1">
                {options.map((option) => (
                  <SelectPrimitive.Item
                    key={option.value}
                    value={toRadix(option.value)}
                    data-slot="select-item"
                    className="relative flex cursor-default items-center rounded-sm py-1.5 pr-8 pl-2 text-sm outline-none select-none data-disabled:opacity-50 data-highlighted:bg-muted"
                  >
                    {/* A long option (a store with its address) takes two lines at most. */}
                    <span title={option.label} className="line-clamp-2">
                      <SelectPrimitive.ItemText>{option.label}</SelectPrimitive.ItemText>
                    </span>
                    <SelectPrimitive.ItemIndicator className="absolute right-2 inline-flex">
                      <Check aria-hidden="true" className="size-4" />
                    </SelectPrimitive.ItemIndicator>
                  </SelectPrimitive.Item>
                ))}
              </SelectPrimitive.Viewport>
            </SelectPrimitive.Content>
          </SelectPrimitive.Portal>
        </SelectPrimitive.Root>
      )}
    </Field>
  );
}
