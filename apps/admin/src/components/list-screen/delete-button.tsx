import { IconButton } from '@shop/ui/button';
import { Trash2 } from 'lucide-react';

export function DeleteButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <IconButton label={label} variant="ghost" onClick={onClick} className="text-danger">
      <Trash2 aria-hidden="true" />
    </IconButton>
  );
}
