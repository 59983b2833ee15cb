import { useEffect, useLayoutEffect, useState } from 'react';
import { Combobox, Loader, TextInput, useCombobox, type MantineSize } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useNavigate } from 'react-router';
import { useSearchSuggestions } from '../lib/get-search-suggestions';
import { cleanQuery, SEARCH_DEBOUNCE_MS, searchPagePath } from '../lib/search-keys';
import { SearchIcon } from './icons';
import { SearchSuggestions } from './search-suggestions';

type SearchBoxProps = {
  /** The input's accessible name and placeholder. */
  label: string;
  /** The text the box starts with (e.g. the query of the results page on screen). */
  initialQuery?: string;
  size?: MantineSize;
  className?: string;
  /** Take the focus on mounting (it replaces a plain box the shopper just focused). */
  autoFocus?: boolean;
  /**
   * The text of the box this one replaces, as it is when this one appears: keys pressed while it
   * was being rendered went there, after `initialQuery` was read.
   */
  typedSoFar?: () => string;
};

/** The box's text, which takes what was typed into the box it replaces, once, as it appears. */
function useAdoptedText(initialQuery: string, typedSoFar?: () => string) {
  const [value, setValue] = useState(initialQuery);
  useLayoutEffect(() => {
    const typed = typedSoFar?.();
    if (typed !== undefined) setValue(typed);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, as this box takes the other's place
  }, []);
  return [value, setValue] as const;
}

/**
 * A search box with suggestions: after a short pause in typing it lists up to 5 books and 3
 * writers (arrow keys move through them, Enter or a click opens one); Enter with nothing
 * highlighted opens the results page `/search?q=…`.
 */
export function SearchBox({
  label,
  initialQuery = '',
  size = 'md',
  className,
  autoFocus = false,
  typedSoFar,
}: SearchBoxProps) {
  const navigate = useNavigate();
  const [value, setValue] = useAdoptedText(initialQuery, typedSoFar);
  const [debounced] = useDebouncedValue(value, SEARCH_DEBOUNCE_MS);
  // Whether the list is wanted: while the box has the focus (and until a choice is made).
  const [wanted, setWanted] = useState(false);
  // Nothing is fetched for a box nobody is using (e.g. the results page's query in the header).
  const { data, isError, isFetching, isPlaceholderData } = useSearchSuggestions(
    wanted ? debounced : '',
  );
  const query = cleanQuery(value);
  const hasContent = query.length > 0 && (data !== undefined || isError);

  // Open only when there is something to show, so aria-expanded tells the truth.
  const combobox = useCombobox({
    opened: wanted && hasContent,
    onOpenedChange: setWanted,
    onDropdownClose: () => combobox.resetSelectedOption(),
  });

  // New suggestions replace the list: nothing stays highlighted, so Enter searches the text.
  useEffect(() => {
    combobox.resetSelectedOption();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when the list changes
  }, [data]);

  const go = (path: string) => {
    setWanted(false);
    void navigate(path);
  };

  return (
    <Combobox
      store={combobox}
      onOptionSubmit={(path) => {
        setValue('');
        go(path);
      }}
      shadow="md"
      radius="md"
    >
      <form
        role="search"
        className={className}
        onSubmit={(event) => {
          event.preventDefault();
          if (query) go(searchPagePath(query));
        }}
      >
        <Combobox.Target withExpandedAttribute>
          <TextInput
            type="search"
            name="q"
            aria-label={label}
            placeholder={label}
            value={value}
            onChange={(event) => {
              setValue(event.currentTarget.value);
              setWanted(true);
            }}
            onFocus={() => setWanted(true)}
            onBlur={() => setWanted(false)}
            onKeyDown={(event) => {
              // Escape closes the suggestions first; only a second Escape clears the text.
              if (event.key === 'Escape' && combobox.dropdownOpened) event.preventDefault();
            }}
            leftSection={<SearchIcon size={18} />}
            rightSection={
              isFetching && query ? <Loader size={16} color="teal" aria-hidden /> : undefined
            }
            rightSectionPointerEvents="none"
            radius="xl"
            size={size}
            autoComplete="off"
            enterKeyHint="search"
            autoFocus={autoFocus}
          />
        </Combobox.Target>
      </form>
      <SearchSuggestions
        label={label}
        query={query}
        suggestions={data}
        failed={isError}
        stale={isPlaceholderData}
        onAllResults={() => go(searchPagePath(query))}
      />
    </Combobox>
  );
}
