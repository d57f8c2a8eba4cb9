import { Input } from '@shop/ui/input';
import { Label } from '@shop/ui/label';
import { LoadError } from '@shop/ui/load-error';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useId, useState, type KeyboardEvent } from 'react';
import { messages } from '../../../../config/messages';
import { loadErrorOf } from '../../../../lib/query-client';
import { productQueries, type ProductLinkRef } from '../../api/queries';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { Thumbnail } from '../../../../components/thumbnail';

const m = messages.productLinks;
const SEARCH_DELAY_MS = 300;

export type ProductSearchProps = {
  onSelect: (product: ProductLinkRef | null) => void;
  /** Products the search leaves out (the product itself, those already linked). */
  exclude?: ReadonlySet<number>;
  /** Tells the dialog around it that Escape belongs to the open list. */
  onOpenChange: (isOpen: boolean) => void;
};

/** An ARIA combobox over the first 10 matches. */
export function ProductSearch({ onSelect, exclude, onOpenChange }: ProductSearchProps) {
  const id = useId();
  const listId = `${id}-list`;
  const [typed, setTyped] = useState('');
  const [isOpen, setOpenState] = useState(false);
  const [active, setActive] = useState(-1);
  const search = useDebouncedValue(typed.trim(), SEARCH_DELAY_MS);
  const results = useQuery({
    ...productQueries.search(search),
    enabled: isOpen,
    placeholderData: keepPreviousData,
  });
  const options = (results.data ?? []).filter((product) => !exclude?.has(product.id));

  const setOpen = (next: boolean) => {
    setOpenState(next);
    setActive(-1);
    onOpenChange(next);
  };
  const choose = (product: ProductLinkRef) => {
    setTyped(product.name);
    onSelect({ id: product.id, name: product.name, image: product.image });
    setOpen(false);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!isOpen) return setOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => Math.min(Math.max(current + step, 0), options.length - 1));
    } else if (event.key === 'Enter' && isOpen && options[active]) {
      event.preventDefault();
      choose(options[active]);
    } else if (event.key === 'Escape' && isOpen) {
      setOpen(false);
    }
  };

  const activeOption = isOpen ? options[active] : undefined;
  return (
    <div className="relative flex w-full max-w-md flex-col gap-1.5">
      <Label htmlFor={id}>{m.search}</Label>
      <Input
        id={id}
        role="combobox"
        aria-expanded={isOpen}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={activeOption ? `${listId}-${activeOption.id}` : undefined}
        autoComplete="off"
        placeholder={m.searchPlaceholder}
        value={typed}
        onChange={(event) => {
          setTyped(event.target.value);
          onSelect(null);
          setOpen(true);
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onKeyDown={onKeyDown}
      />
      <div
        // A failed search has no list to show: the error below says why.
        hidden={!isOpen || results.isError}
        className="absolute top-full z-10 mt-1 w-full rounded-md border border-border bg-surface p-1 shadow-md"
      >
        <ul
          id={listId}
          role="listbox"
          aria-label={m.search}
          hidden={options.length === 0}
          className="max-h-72 overflow-y-auto"
        >
          {options.map((product, index) => (
            <li
              key={product.id}
              id={`${listId}-${product.id}`}
              role="option"
              aria-selected={index === active}
              // Keeps the focus in the input, so the click is not lost to its blur.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => choose(product)}
              className="flex cursor-pointer items-center gap-2 rounded-sm px-2 py-1 text-sm hover:bg-muted aria-selected:bg-muted"
            >
              <Thumbnail path={product.image} alt="" isDecorative />
              {product.name}
            </li>
          ))}
        </ul>
        {options.length === 0 ? (
          <p className="px-2 py-1 text-sm text-muted-foreground">
            {results.isFetching ? m.searching : m.nothingFound}
          </p>
        ) : null}
      </div>
      {results.isError ? (
        <LoadError className="justify-start py-1" {...loadErrorOf(results)} />
      ) : null}
    </div>
  );
}
