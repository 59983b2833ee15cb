import { Stack, Tabs, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { BOOK_LANGUAGE, COUNTRY } from '@boi/domain/constants';
import type { ShelfBook } from '@boi/domain/public-book';
import { LoadingSpinner } from '../../../components/loading-spinner';
import { QueryError } from '../../../components/query-error';
import { useReviews } from '../api/get-reviews';
import { ReviewList } from './review-list';
import { ReviewSection } from './review-section';
import classes from './book-details.module.css';
import { writerPath } from '@boi/domain/paths';

export const aboutBookHeading = (title: string) => `some words about the book "${title}"`;

function SpecTable({ book }: { book: ShelfBook }) {
  const rows: [string, string][] = [
    ['Title', book.nameB],
    ['Author', book.writer.writerName],
    ['Translator', book.bookTranslator || '—'],
    ['Publisher', book.publication.publicationName],
    ['Country', COUNTRY],
    ['Language', BOOK_LANGUAGE],
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

export function BookTabs({ book }: { book: ShelfBook }) {
  const reviews = useReviews(book._id);
  const reviewCount = reviews.data?.approvedCount;
  return (
    <Tabs defaultValue="summary" keepMounted={false}>
      <Tabs.List>
        <Tabs.Tab value="summary" className={classes.tab}>
          Summary
        </Tabs.Tab>
        <Tabs.Tab value="specification" className={classes.tab}>
          Specification
        </Tabs.Tab>
        <Tabs.Tab value="author" className={classes.tab}>
          Author
        </Tabs.Tab>
        <Tabs.Tab value="reviews" className={classes.tab}>
          Reviews ({reviewCount ?? '…'})
        </Tabs.Tab>
      </Tabs.List>

      <Tabs.Panel value="summary" pt="md">
        <Stack gap="sm">
          <Title order={2} size="h3">
            {aboutBookHeading(book.nameB)}
          </Title>
          {book.descriptionB && <Text className={classes.description}>{book.descriptionB}</Text>}
          {book.descriptionE && (
            <Text className={classes.description} c="gray.7">
              {book.descriptionE}
            </Text>
          )}
          {!book.descriptionB && !book.descriptionE && (
            <Text c="dimmed">এই বইয়ের বিবরণ শীঘ্রই যোগ করা হবে।</Text>
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
            {book.writer.writerDetails || 'লেখকের পরিচিতি শীঘ্রই যোগ করা হবে।'}
          </Text>
        </Stack>
      </Tabs.Panel>

      <Tabs.Panel value="reviews" pt="md">
        <Title order={2} size="h3" mb="sm">
          Customer Reviews ({reviewCount ?? 0})
        </Title>
        {reviews.isPending ? (
          <LoadingSpinner />
        ) : reviews.error ? (
          <QueryError error={reviews.error} />
        ) : (
          <ReviewList reviews={reviews.data.reviews} />
        )}
        <ReviewSection productId={book._id} />
      </Tabs.Panel>
    </Tabs>
  );
}
