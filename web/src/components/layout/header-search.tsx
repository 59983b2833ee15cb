import { TextInput } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { SearchIcon } from '../icons';
import { SEARCH_PATH } from '../../lib/search-keys';

// The suggestions box (Combobox and its positioning library) loads when a shopper reaches for the
// search box, not with every page.
const loadSearchBox = () => import('../search-box');
type SearchBoxComponent = Awaited<ReturnType<typeof loadSearchBox>>['SearchBox'];

type HeaderSearchProps = { label: string; initialQuery: string; className?: string };

/**
 * Until then it is a plain search form, which works without JavaScript too: Enter opens
 * `/search?q=…`. Pointing at it with a mouse or focusing it brings the suggestions box in its place,
 * holding the text typed so far and the focus.
 */
export function HeaderSearch({ label, initialQuery, className }: HeaderSearchProps) {
  // Not React.lazy: its first render suspends even once the code is here, and the Suspense
  // fallback (a new plain box, without the focus) showed for 300 ms while keys went nowhere.
  const [SearchBox, setSearchBox] = useState<SearchBoxComponent | null>(null);
  const [focused, setFocused] = useState(false);
  const [typed, setTyped] = useState(initialQuery);
  const input = useRef<HTMLInputElement>(null);
  // What the plain box holds, updated with each key (state may lag a render behind).
  const latest = useRef(initialQuery);
  // The box is swapped only once its code is here: until then the plain box keeps the focus and
  // every key.
  const goLive = () => void loadSearchBox().then((module) => setSearchBox(() => module.SearchBox));

  // A shopper may have focused the server-rendered box and typed before the app ran: hydration
  // leaves the box's text as it is, and this adopts it (and the focus) instead of erasing it.
  useEffect(() => {
    const box = input.current;
    if (!box) return;
    latest.current = box.value;
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
      // A mouse pointing at it is about to click; a touch may only be a swipe that starts there
      // (the focus, which a tap brings, loads it then).
      onPointerEnter={(event) => {
        if (event.pointerType === 'mouse') void loadSearchBox();
      }}
    >
      <TextInput
        ref={input}
        type="search"
        name="q"
        aria-label={label}
        placeholder={label}
        value={typed}
        onChange={(event) => {
          latest.current = event.currentTarget.value;
          setTyped(latest.current);
        }}
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
  if (!SearchBox) return plain;
  return (
    <SearchBox
      label={label}
      initialQuery={typed}
      typedSoFar={() => latest.current}
      className={className}
      autoFocus={focused}
    />
  );
}
