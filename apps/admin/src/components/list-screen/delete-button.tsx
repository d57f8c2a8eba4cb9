import { IconButton } from '@shop/ui/icon-button';
import { Trash2 } from 'lucide-react';

export function DeleteButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <IconButton label={label} variant="ghost-danger" onClick={onClick}>
      <Trash2 aria-hidden="true" />
    </IconButton>
  );
}
