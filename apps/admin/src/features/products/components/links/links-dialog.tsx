import { Button } from '@shop/ui/button';
import { useConfirm } from '@shop/ui/confirm-dialog';
import { Dialog, DialogContent, DialogFooter } from '@shop/ui/dialog';
import { ClampText } from '@shop/ui/table';
import { Plus } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { messages } from '../../../../config/messages';
import { named } from '../../../../lib/server-text';
import { useSaveProductLinks } from '../../api/mutations';
import type { ProductLinkRef, ProductLinks } from '../../api/queries';
import { LinkedProductsTable } from './linked-products-table';
import { ProductSearch } from './product-search';

const m = messages.productLinks;

export type LinksDialogProps = {
  /** The product whose links are shown; null keeps the dialog closed. */
  product: ProductLinks | null;
  onClose: () => void;
};

export function LinksDialog({ product, onClose }: LinksDialogProps) {
  // Escape first closes the open search list, not the whole dialog.
  const isSearchOpen = useRef(false);
  // Closing (Escape, Закрыть, a click outside) would drop unsaved link changes: ask first.
  const isDirty = useRef(false);
  const [confirm, confirmElement] = useConfirm();
  const close = () => {
    isDirty.current = false;
    onClose();
  };
  const requestClose = async () => {
    if (!isDirty.current || (await confirm(m.unsavedPrompt))) close();
  };
  return (
    <>
      <Dialog
        open={product !== null}
        onOpenChange={(open) => {
          if (!open) void requestClose();
        }}
      >
        {product ? (
          <DialogContent
            title={<ClampText text={named(m.dialogTitle, product.name, m.linked)} />}
            sizeClassName="max-w-3xl"
            onEscapeKeyDown={(event) => {
              if (isSearchOpen.current) event.preventDefault();
            }}
          >
            <LinksEditor
              key={product.id}
              product={product}
              onSaved={close}
              onSearchOpenChange={(isOpen) => {
                isSearchOpen.current = isOpen;
              }}
              onDirtyChange={(dirty) => {
                isDirty.current = dirty;
              }}
            />
          </DialogContent>
        ) : null}
      </Dialog>
      {confirmElement}
    </>
  );
}

type LinksEditorProps = {
  product: ProductLinks;
  onSaved: () => void;
  onSearchOpenChange: (isOpen: boolean) => void;
  onDirtyChange: (isDirty: boolean) => void;
};

function LinksEditor({ product, onSaved, onSearchOpenChange, onDirtyChange }: LinksEditorProps) {
  const [links, setLinks] = useState<readonly ProductLinkRef[]>(product.links);
  const [chosen, setChosen] = useState<ProductLinkRef | null>(null);
  // Why 'Добавить' added nothing; a fresh search box (its key) after each product added.
  const [problem, setProblem] = useState<string | null>(null);
  const [searchKey, setSearchKey] = useState(0);
  // The product itself and those linked already are not offered at all.
  const excluded = new Set([product.id, ...links.map((link) => link.id)]);
  const save = useSaveProductLinks();
  const isDirty =
    links.length !== product.links.length ||
    links.some((link, index) => link.id !== product.links[index]?.id);
  useEffect(() => onDirtyChange(isDirty), [isDirty, onDirtyChange]);

  const add = () => {
    const why = addProblem(chosen, excluded, product.id);
    setProblem(why);
    if (why !== null || chosen === null) return;
    setLinks([...links, chosen]);
    setChosen(null);
    setSearchKey((key) => key + 1);
  };

  return (
    <>
      <div className="flex flex-wrap items-end gap-3">
        <ProductSearch
          key={searchKey}
          onSelect={(next) => {
            setChosen(next);
            setProblem(null);
          }}
          exclude={excluded}
          onOpenChange={onSearchOpenChange}
        />
        <Button type="button" variant="secondary" onClick={add}>
          <Plus aria-hidden="true" />
          {m.add}
        </Button>
      </div>
      {problem === null ? null : (
        <p role="alert" className="text-sm text-danger">
          {problem}
        </p>
      )}
      <h3 className="font-semibold">{m.linked}</h3>
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
          {m.save}
        </Button>
      </DialogFooter>
    </>
  );
}

function addProblem(
  chosen: ProductLinkRef | null,
  linked: ReadonlySet<number>,
  productId: number,
): string | null {
  if (chosen === null) return m.chooseFirst;
  if (chosen.id === productId) return m.notItself;
  return linked.has(chosen.id) ? m.alreadyLinked : null;
}
