import { TextInput } from '@mantine/core';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { SearchIcon } from '../icons';
import { SEARCH_PATH } from '../../lib/search-keys';

// The suggestions box (Combobox and its positioning library) loads when a shopper reaches for the
// search box, not with every page.
const loadSearchBox = () => import('../search-box');
const SearchBox = lazy(() => loadSearchBox().then((module) => ({ default: module.SearchBox })));

type HeaderSearchProps = { label: string; initialQuery: string; className?: string };

/**
 * Until then it is a plain search form, which works without JavaScript too: Enter opens
 * `/search?q=…`. Pointing at it, touching it or focusing it brings the suggestions box in its place,
 * holding the text typed so far and the focus.
 */
export function HeaderSearch({ label, initialQuery, className }: HeaderSearchProps) {
  const [live, setLive] = useState(false);
  const [focused, setFocused] = useState(false);
  const [typed, setTyped] = useState(initialQuery);
  const input = useRef<HTMLInputElement>(null);
  // The box is swapped only once its code is here: until then the plain box keeps the focus and
  // every key (a Suspense fallback would be a new element, and the keys in between were lost).
  const goLive = () => void loadSearchBox().then(() => setLive(true));

  // A shopper may have focused the server-rendered box and typed before the app ran: hydration
  // leaves the box's text as it is, and this adopts it (and the focus) instead of erasing it.
  useEffect(() => {
    const box = input.current;
    if (!box) return;
    if (box.value !== initialQuery) setTyped(box.value);
    if (document.activeElement === box) {
      setFocused(true);
      goLive();
    }
    // Once, at hydration: later changes arrive through onChange.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const plain = (
    <form
      action={SEARCH_PATH}
      method="get"
      role="search"
      className={className}
      onPointerEnter={() => void loadSearchBox()}
      onTouchStart={() => void loadSearchBox()}
    >
      <TextInput
        ref={input}
        type="search"
        name="q"
        aria-label={label}
        placeholder={label}
        value={typed}
        onChange={(event) => setTyped(event.currentTarget.value)}
        onFocus={() => {
          setFocused(true);
          goLive();
        }}
        leftSection={<SearchIcon size={18} />}
        radius="xl"
        size="md"
        autoComplete="off"
        enterKeyHint="search"
      />
    </form>
  );
  if (!live) return plain;
  return (
    <Suspense fallback={plain}>
      <SearchBox label={label} initialQuery={typed} className={className} autoFocus={focused} />
    </Suspense>
  );
}
