import { useEffect, useLayoutEffect, useState } from 'react';
import {
  Combobox,
  Group,
  Loader,
  Text,
  TextInput,
  UnstyledButton,
  useCombobox,
  type MantineSize,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { nameIn } from '@boi/domain/shared/language';
import { cutTitle, cutWriterName } from '@boi/domain/shared/text';
import { useLanguage } from '../hooks/use-language';
import { COVER_SIZE } from '../lib/cover-image';
import { useSearchSuggestions } from '../lib/get-search-suggestions';
import { cleanQuery, SEARCH_DEBOUNCE_MS, searchPagePath } from '../lib/search-keys';
import { BookPrice } from './book-price';
import { SearchIcon } from './icons';
import classes from './search-box.module.css';
import { bookPath, writerPath } from '@boi/domain/paths/routes';

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
  const { t } = useTranslation();
  const language = useLanguage();
  const navigate = useNavigate();
  const [value, setValue] = useState(initialQuery);
  useLayoutEffect(() => {
    const typed = typedSoFar?.();
    if (typed !== undefined) setValue(typed);
    // Once, as this box takes the other's place.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
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

  const books = data?.products ?? [];
  const writers = data?.writers ?? [];
  const found = books.length > 0 || writers.length > 0;

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
      <Combobox.Dropdown className={classes.dropdown}>
        <Combobox.Options
          aria-label={t('searchBox.suggestions', { label })}
          // An earlier text's suggestions stay, dimmed, until the new ones arrive.
          aria-busy={isPlaceholderData}
          className={classes.options}
        >
          {data && !found && <Combobox.Empty>{t('catalog.noBookFound')}</Combobox.Empty>}
          {!data && isError && <Combobox.Empty>{t('searchBox.failed')}</Combobox.Empty>}
          {books.length > 0 && (
            <Combobox.Group label={t('searchBox.books')}>
              {books.map((book) => (
                <Combobox.Option
                  key={book._id}
                  value={bookPath(book._id)}
                  aria-label={`${nameIn(language, book)} — ${book.writer.writerName}`}
                >
                  <Group gap="sm" wrap="nowrap">
                    <img
                      src={book.thumb}
                      alt=""
                      width={COVER_SIZE.thumb.width}
                      height={COVER_SIZE.thumb.height}
                      className={classes.thumb}
                    />
                    <div className={classes.text}>
                      <Text size="sm" fw={600} lineClamp={1}>
                        {cutTitle(nameIn(language, book))}
                      </Text>
                      <Text size="xs" c="dimmed" lineClamp={1}>
                        {cutWriterName(book.writer.writerName)}
                      </Text>
                      <BookPrice price={book.price} discount={book.discount} size="xs" />
                    </div>
                  </Group>
                </Combobox.Option>
              ))}
            </Combobox.Group>
          )}
          {writers.length > 0 && (
            <Combobox.Group label={t('searchBox.writers')}>
              {writers.map((writer) => (
                <Combobox.Option
                  key={writer._id}
                  value={writerPath(writer._id)}
                  aria-label={t('searchBox.writer', { name: writer.name })}
                >
                  <Group gap="xs" justify="space-between" wrap="nowrap">
                    <Text size="sm" fw={500} lineClamp={1}>
                      {writer.name}
                    </Text>
                    <Text size="xs" c="dimmed" className={classes.count}>
                      {t('searchBox.bookCount', { number: writer.productCount })}
                    </Text>
                  </Group>
                </Combobox.Option>
              ))}
            </Combobox.Group>
          )}
        </Combobox.Options>
        {found && (
          <Combobox.Footer>
            <UnstyledButton
              className={classes.all}
              // Keep the focus in the box, as the options do, so the list stays until the click.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => go(searchPagePath(query))}
            >
              {t('searchBox.allResults', { query })}
            </UnstyledButton>
          </Combobox.Footer>
        )}
      </Combobox.Dropdown>
    </Combobox>
  );
}
