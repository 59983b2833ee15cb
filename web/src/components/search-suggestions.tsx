import { Combobox, Group, Text, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { bookPath, writerPath } from '@boi/domain/paths/routes';
import { nameIn } from '@boi/domain/shared/language';
import { cutTitle, cutWriterName } from '@boi/domain/shared/text';
import { useLanguage } from '../hooks/use-language';
import { COVER_SIZE } from '../lib/cover-image';
import type { SearchSuggestions as Suggestions } from '../lib/get-search-suggestions';
import { BookPrice } from './book-price';
import classes from './search-box.module.css';

type Props = {
  label: string;
  query: string;
  suggestions: Suggestions | undefined;
  failed: boolean;
  /** An earlier text's suggestions, shown dimmed until the new ones arrive. */
  stale: boolean;
  onAllResults: () => void;
};

/** The search box's list: up to 5 books and 3 writers, and a link to every result. */
export function SearchSuggestions({
  label,
  query,
  suggestions,
  failed,
  stale,
  onAllResults,
}: Props) {
  const { t } = useTranslation();
  const language = useLanguage();
  const books = suggestions?.products ?? [];
  const writers = suggestions?.writers ?? [];
  const found = books.length > 0 || writers.length > 0;
  return (
    <Combobox.Dropdown className={classes.dropdown}>
      <Combobox.Options
        aria-label={t('searchBox.suggestions', { label })}
        // An earlier text's suggestions stay, dimmed, until the new ones arrive.
        aria-busy={stale}
        className={classes.options}
      >
        {suggestions && !found && <Combobox.Empty>{t('catalog.noBookFound')}</Combobox.Empty>}
        {!suggestions && failed && <Combobox.Empty>{t('searchBox.failed')}</Combobox.Empty>}
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
            onClick={onAllResults}
          >
            {t('searchBox.allResults', { query })}
          </UnstyledButton>
        </Combobox.Footer>
      )}
    </Combobox.Dropdown>
  );
}
