import { Button } from '@shop/ui/button';
import { Input } from '@shop/ui/input';
import { Search } from 'lucide-react';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { messages } from '../../config/messages';

export type SearchBoxProps = {
  value: string;
  onSearch: (value: string) => void;
  placeholder?: string;
};

/** Where '/' is a character being typed, not a shortcut. */
function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

const isDialogOpen = () => document.querySelector('[role="dialog"], [role="alertdialog"]') !== null;

/** Searches on Enter or 'Найти' (one request per search); '/' elsewhere focuses the box. */
export function SearchBox({ value, onSearch, placeholder }: SearchBoxProps) {
  const [text, setText] = useState(value);
  // The URL changed under us (back/forward): show what it says.
  const [shown, setShown] = useState(value);
  if (value !== shown) {
    setShown(value);
    setText(value);
  }
  const id = useId();
  const input = useRef<HTMLInputElement>(null);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== '/' || event.ctrlKey || event.metaKey || event.altKey) return;
      if (event.defaultPrevented || isTyping(event.target) || isDialogOpen()) return;
      event.preventDefault();
      input.current?.focus();
      input.current?.select();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSearch(text);
  };

  return (
    <form role="search" onSubmit={onSubmit} className="flex w-full max-w-md items-center gap-2">
      <label htmlFor={id} className="sr-only">
        {messages.list.search}
      </label>
      <div className="relative min-w-0 flex-1">
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
        />
        <Input
          ref={input}
          id={id}
          type="search"
          value={text}
          placeholder={placeholder ?? messages.list.search}
          title={messages.list.searchHint}
          aria-keyshortcuts="/"
          onChange={(event) => setText(event.target.value)}
          className="w-full pl-9"
        />
      </div>
      <Button type="submit" variant="secondary">
        {messages.list.find}
      </Button>
    </form>
  );
}
