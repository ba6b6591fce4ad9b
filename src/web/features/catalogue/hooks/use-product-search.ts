import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { productSearchQuery } from '../api/product-search';
import { SEARCH_DEBOUNCE_MS } from '../logic/debounce';
import { searchPath } from '../logic/search-path';
import { useDebouncedValue } from './use-debounced-value';

const isBlank = (input: string) => input.trim() === '';

/**
 * The home page's search box: what is typed, the term searched once typing pauses, its hits
 * and whether the results panel shows. A tap outside the box or Escape closes the panel; the
 * arrow keys walk the hits; a submit opens the results page.
 */
export function useProductSearch() {
  const rootRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const hitsRef = useRef<HTMLUListElement>(null);
  const [input, setInput] = useState('');
  const [open, setOpen] = useState(false);
  const navigate = useNavigate();
  const term = useDebouncedValue(input, SEARCH_DEBOUNCE_MS, isBlank).trim();
  const search = useQuery(productSearchQuery(term));

  const hits = term !== '' && search.isSuccess ? search.data.data : [];
  const noHits = term !== '' && search.isSuccess && !search.isPlaceholderData && hits.length === 0;
  const showPanel = open && term !== '' && !search.isError && (hits.length > 0 || noHits);

  // A tap or click outside the box closes the results (they come back on the next keystroke or focus).
  useEffect(() => {
    if (!showPanel) return undefined;
    const closeOutside = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeOutside);
    return () => document.removeEventListener('pointerdown', closeOutside);
  }, [showPanel]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape' && showPanel) {
      event.preventDefault();
      setOpen(false);
      inputRef.current?.focus();
    }
    // The arrow keys walk the hits (from the box down into the list, and up back to the box).
    if ((event.key === 'ArrowDown' || event.key === 'ArrowUp') && showPanel && hits.length > 0) {
      event.preventDefault();
      const links = Array.from(hitsRef.current?.querySelectorAll('a') ?? []);
      const at = links.indexOf(document.activeElement as HTMLAnchorElement);
      const next = event.key === 'ArrowDown' ? Math.min(at + 1, links.length - 1) : at - 1;
      if (next < 0) inputRef.current?.focus();
      else links[next]?.focus();
    }
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // The box's own value, as in the header's search (typed before hydration, not yet in state).
    const typed = inputRef.current?.value ?? input;
    if (!isBlank(typed)) navigate(searchPath(typed));
  };
  const type = (value: string) => {
    setInput(value);
    setOpen(true);
  };

  return { rootRef, inputRef, hitsRef, input, type, reopen: () => setOpen(true), term, search, hits, noHits, showPanel, onKeyDown, submit };
}
