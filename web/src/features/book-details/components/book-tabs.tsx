import { Stack, Tabs, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useState } from 'react';
import { Link } from 'react-router';
import { BOOK_LANGUAGE, COUNTRY } from '@boi/domain/shared/constants';
import { descriptionIn, nameIn } from '@boi/domain/shared/language';
import type { ShelfBook } from '@boi/domain/catalog/schemas';
import { LoadingSpinner } from '../../../components/loading-spinner';
import { QueryError } from '../../../components/query-error';
import { useLanguage } from '../../../hooks/use-language';
import { useReviews } from '../api/get-reviews';
import { ReviewList } from './review-list';
import { ReviewSection } from './review-section';
import classes from './book-details.module.css';
import { writerPath } from '@boi/domain/paths/routes';

function SpecTable({ book }: { book: ShelfBook }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const rows: [string, string][] = [
    [t('details.spec.title'), nameIn(language, book)],
    [t('details.spec.author'), book.writer.writerName],
    [t('details.spec.translator'), book.bookTranslator || '—'],
    [t('details.spec.publisher'), book.publication.publicationName],
    [t('details.spec.country'), COUNTRY],
    [t('details.spec.language'), BOOK_LANGUAGE],
  ];
  // A plain table: Mantine's Table brings its scroll container (and a positioning library) along.
  return (
    <table className={classes.specTable}>
      <tbody>
        {rows.map(([label, value]) => (
          <tr key={label}>
            <th scope="row">{label}</th>
            <td>{value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The tabs and panels the page's inline script may have switched before React hydrates them. */
const HYDRATES_OPENED_TAB = {
  tab: { suppressHydrationWarning: true },
  panel: { suppressHydrationWarning: true },
};

export function BookTabs({ book }: { book: ShelfBook }) {
  const reviews = useReviews(book._id);
  const reviewCount = reviews.data?.approvedCount;
  const { t } = useTranslation();
  const language = useLanguage();
  const description = descriptionIn(language, book);
  // The description in the other language, if the book has one, follows in grey.
  const otherDescription =
    description === (book.descriptionB ?? '') ? book.descriptionE : book.descriptionB;
  const [tab, setTab] = useState<string | null>('summary');
  // The reviews (their list and form, a chunk of its own when signed in) wait for their tab.
  const [reviewsOpened, setReviewsOpened] = useState(false);
  const open = (value: string | null) => {
    setTab(value);
    if (value === 'reviews') setReviewsOpened(true);
  };
  // Every panel is in the server's page, hidden (display: none) but the open one: the page's
  // inline script (app/server/early-clicks-script.ts) opens a tab tapped before the app runs,
  // and React hydrates the tabs as it left them (the open tab's click follows at once).
  return (
    <Tabs
      value={tab}
      onChange={open}
      keepMountedMode="display-none"
      attributes={HYDRATES_OPENED_TAB}
    >
      <Tabs.List>
        <Tabs.Tab value="summary" className={classes.tab}>
          {t('details.tabs.summary')}
        </Tabs.Tab>
        <Tabs.Tab value="specification" className={classes.tab}>
          {t('details.tabs.specification')}
        </Tabs.Tab>
        <Tabs.Tab value="author" className={classes.tab}>
          {t('details.tabs.author')}
        </Tabs.Tab>
        <Tabs.Tab value="reviews" className={classes.tab}>
          {t('details.tabs.reviews', { count: reviewCount ?? '…' })}
        </Tabs.Tab>
      </Tabs.List>

      <Tabs.Panel value="summary" pt="md">
        <Stack gap="sm">
          <Title order={2} size="h3">
            {t('details.aboutBook', { title: nameIn(language, book) })}
          </Title>
          {description && <Text className={classes.description}>{description}</Text>}
          {otherDescription && (
            <Text className={classes.description} c="gray.7">
              {otherDescription}
            </Text>
          )}
          {!book.descriptionB && !book.descriptionE && (
            <Text c="dimmed">{t('details.noDescription')}</Text>
          )}
        </Stack>
      </Tabs.Panel>

      <Tabs.Panel value="specification" pt="md">
        <SpecTable book={book} />
      </Tabs.Panel>

      <Tabs.Panel value="author" pt="md">
        <Stack gap="xs">
          <Title order={2} size="h3">
            <Link to={writerPath(book.writer.writer_id)} className={classes.link}>
              {book.writer.writerName}
            </Link>
          </Title>
          <Text className={classes.description}>
            {book.writer.writerDetails || t('details.noWriterDetails')}
          </Text>
        </Stack>
      </Tabs.Panel>

      <Tabs.Panel value="reviews" pt="md">
        {!reviewsOpened ? (
          <LoadingSpinner />
        ) : (
          <>
            <Title order={2} size="h3" mb="sm">
              {t('details.reviews.heading', { count: reviewCount ?? 0 })}
            </Title>
            {reviews.isPending ? (
              <LoadingSpinner />
            ) : reviews.error ? (
              <QueryError error={reviews.error} />
            ) : (
              <ReviewList reviews={reviews.data.reviews} />
            )}
            <ReviewSection productId={book._id} />
          </>
        )}
      </Tabs.Panel>
    </Tabs>
  );
}
