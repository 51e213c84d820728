'use client';

import { useEffect, useId, useRef, useState } from 'react';
import { LIST_SEARCH_DEBOUNCE_MS } from '@/lib/admin-lists';

type Props = {
  label: string;
  /** The search the list shows now (from the address). */
  value: string;
  /** Called once typing pauses, with the trimmed text. */
  onSearch: (q: string) => void;
};

/**
 * The list's search box: the api is asked once typing pauses for LIST_SEARCH_DEBOUNCE_MS, not on
 * every keystroke. A search that changes from outside (Back) shows in the box.
 */
export function ListSearch({ label, value, onSearch }: Props) {
  const id = useId();
  const [text, setText] = useState(value);
  // The last search this box sent or was shown: a different `value` came from outside.
  const known = useRef(value);
  const search = useRef(onSearch);
  useEffect(() => {
    search.current = onSearch;
  }, [onSearch]);

  useEffect(() => {
    if (value !== known.current) {
      known.current = value;
      setText(value);
    }
  }, [value]);

  useEffect(() => {
    const q = text.trim();
    if (q === known.current) return;
    const timer = setTimeout(() => {
      known.current = q;
      search.current(q);
    }, LIST_SEARCH_DEBOUNCE_MS);
    // A link followed while the search waits (a result already on screen) is where the owner goes:
    // the search's own address change, coming after, would take the page back to the list.
    const followed = (event: MouseEvent) => {
      if (event.target instanceof Element && event.target.closest('a[href]')) clearTimeout(timer);
    };
    document.addEventListener('click', followed, true);
    return () => {
      clearTimeout(timer);
      document.removeEventListener('click', followed, true);
    };
  }, [text]);

  return (
    <div className="admin-list__search" role="search">
      <label htmlFor={id} className="field__label">
        {label}
      </label>
      <input
        id={id}
        type="search"
        className="input"
        value={text}
        onChange={(event) => setText(event.target.value)}
        autoComplete="off"
        spellCheck={false}
      />
    </div>
  );
}
