import { IconButton } from '@shop/ui/icon-button';
import { Trash2 } from 'lucide-react';
import { useWatch } from 'react-hook-form';
import { messages } from '../../../config/messages';
import type { ProductFormValues } from '../schemas';
import type { ModificatorPath } from './modificator-path';

const m = messages.products;

// Watched here so typing a name re-renders these small parts, not the modificator's fields.
function useTypedName(path: ModificatorPath): string | undefined {
  // Undefined for a moment while a removed modificator's fields unmount; null when a server
  // sent no name, which must not stop the editor.
  const name: unknown = useWatch<ProductFormValues, `${ModificatorPath}.name`>({
    name: `${path}.name`,
  });
  return typeof name === 'string' && name.trim() !== '' ? name : undefined;
}

type Props = { path: ModificatorPath; position: string };

/** 'Модификатор 2: Соус': names the modificator's group. */
export function ModificatorLegend({ path, position }: Props) {
  const name = useTypedName(path);
  return (
    <legend className="px-1 text-sm font-semibold">
      {m.modificatorTitle(position)}
      {name === undefined ? null : `: ${name}`}
    </legend>
  );
}

export function RemoveModificatorButton({
  path,
  position,
  onRemove,
}: Props & { onRemove: () => void }) {
  const name = useTypedName(path);
  return (
    <IconButton
      label={m.removeModificator(name ?? m.modificatorTitle(position))}
      variant="secondary-danger"
      onClick={onRemove}
    >
      <Trash2 />
    </IconButton>
  );
}
