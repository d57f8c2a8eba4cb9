import { Button } from '@shop/ui/button';
import { Dialog, DialogContent, DialogFooter } from '@shop/ui/dialog';
import { Plus } from 'lucide-react';
import { useRef, useState } from 'react';
import { messages } from '../../../../config/messages';
import { useSaveProductLinks } from '../../api/mutations';
import type { ProductLinkRef, ProductLinks } from '../../api/queries';
import { LinkedProductsTable } from './linked-products-table';
import { ProductSearch } from './product-search';

const text = messages.productLinks;

export type LinksDialogProps = {
  /** The product whose links are shown; null keeps the dialog closed. */
  product: ProductLinks | null;
  onClose: () => void;
};

/** The related products of one product: search and add, remove per row, save all at once. */
export function LinksDialog({ product, onClose }: LinksDialogProps) {
  // Escape first closes the open search list, not the whole dialog.
  const isSearchOpen = useRef(false);
  return (
    <Dialog
      open={product !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      {product ? (
        <DialogContent
          title={text.dialogTitle(product.name)}
          sizeClassName="max-w-3xl"
          onEscapeKeyDown={(event) => {
            if (isSearchOpen.current) event.preventDefault();
          }}
        >
          <LinksEditor
            key={product.id}
            product={product}
            onSaved={onClose}
            onSearchOpenChange={(isOpen) => {
              isSearchOpen.current = isOpen;
            }}
          />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

type LinksEditorProps = {
  product: ProductLinks;
  onSaved: () => void;
  onSearchOpenChange: (isOpen: boolean) => void;
};

function LinksEditor({ product, onSaved, onSearchOpenChange }: LinksEditorProps) {
  const [links, setLinks] = useState<readonly ProductLinkRef[]>(product.links);
  const [chosen, setChosen] = useState<ProductLinkRef | null>(null);
  const save = useSaveProductLinks();

  const add = () => {
    // A product already linked, or the product itself, is not added twice.
    if (!chosen || chosen.id === product.id || links.some((link) => link.id === chosen.id)) return;
    setLinks([...links, chosen]);
  };

  return (
    <>
      <div className="flex flex-wrap items-end gap-3">
        <ProductSearch onSelect={setChosen} onOpenChange={onSearchOpenChange} />
        <Button type="button" variant="secondary" disabled={!chosen} onClick={add}>
          <Plus aria-hidden="true" />
          {text.add}
        </Button>
      </div>
      <h3 className="font-semibold">{text.linked}</h3>
      <LinkedProductsTable
        links={links}
        onRemove={(removed) => setLinks(links.filter((link) => link.id !== removed.id))}
      />
      <DialogFooter>
        <Button
          type="button"
          isBusy={save.isPending}
          onClick={() =>
            save.mutate(
              { id: product.id, links: links.map((link) => link.id) },
              { onSuccess: onSaved },
            )
          }
        >
          {text.save}
        </Button>
      </DialogFooter>
    </>
  );
}
