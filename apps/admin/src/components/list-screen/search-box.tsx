import { Input } from '@shop/ui/input';
import { Search } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { messages } from '../../config/messages';

export type SearchBoxProps = {
  value: string;
  onSearch: (value: string) => void;
  placeholder?: string;
};

/** Applies on Enter (SPEC §2), not on every key, so each search is one request. */
export function SearchBox({ value, onSearch, placeholder }: SearchBoxProps) {
  const [text, setText] = useState(value);
  // The URL changed under us (back/forward): show what it says.
  const [shown, setShown] = useState(value);
  if (value !== shown) {
    setShown(value);
    setText(value);
  }
  const id = useId();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSearch(text);
  };

  return (
    <form role="search" onSubmit={onSubmit} className="relative w-full max-w-sm">
      <label htmlFor={id} className="sr-only">
        {messages.list.search}
      </label>
      <Search
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
      />
      <Input
        id={id}
        type="search"
        value={text}
        placeholder={placeholder ?? messages.list.search}
        title={messages.list.searchHint}
        onChange={(event) => setText(event.target.value)}
        className="pl-9"
      />
    </form>
  );
}
