import { useWatch, type FieldValues, type Path } from 'react-hook-form';
import { messages } from '../../../config/messages';

/**
 * 'N / max' under a text field, live. The limit is checked by the schema rather than by the
 * input's maxLength, so pasted text is never cut silently: over the limit the counter turns
 * red and the field shows why Send is disabled.
 */
export function LengthCounter<TValues extends FieldValues>({
  name,
  max,
}: {
  name: Path<TValues>;
  max: number;
}) {
  const value: unknown = useWatch<TValues>({ name });
  const length = typeof value === 'string' ? value.length : 0;
  return (
    <span
      data-testid={`counter-${name}`}
      className={length > max ? 'font-medium text-danger tabular-nums' : 'tabular-nums'}
    >
      {messages.push.counter(length, max)}
    </span>
  );
}
