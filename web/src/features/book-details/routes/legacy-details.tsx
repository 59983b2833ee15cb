import { Button, Grid, Stack, Table, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { priceAfterDiscount } from '@boi/domain/pricing/discount';
import { nameIn } from '@boi/domain/shared/language';
import { formatTk } from '@boi/domain/pricing/money';
import { STOCK_BAND_LABELS } from '@boi/domain/catalog/public-book';
import { LoadingSpinner } from '../../../components/loading-spinner';
import { PageTitle } from '../../../components/page-title';
import { QueryError } from '../../../components/query-error';
import { useBook } from '../../../lib/get-book';
import { useLanguage } from '../../../hooks/use-language';
import { BookCover } from '../components/book-overview';
import { LegacyRelatedBooks } from '../components/related-books';
import classes from '../components/book-details.module.css';
import { Panel } from '../../../components/panel';
import { bookPath } from '@boi/domain/paths/routes';

const MINIMUM_ORDER = 1;

/** The older detail pages (/productDetails, /product2Details, /product4–6Details): picture, name, order facts. */
/** A book's page at its legacy URLs (ROUTES.legacyBooks). */
export function Component() {
  const { bookId } = useParams();
  return <LegacyDetailsPage bookId={bookId} />;
}

function LegacyDetailsPage({ bookId }: { bookId: string | undefined }) {
  const { data: book, error, isPending } = useBook(bookId);
  const { t } = useTranslation();
  const language = useLanguage();
  if (error) return <QueryError error={error} notFoundTitle={t('details.notFound')} />;
  if (isPending) return <LoadingSpinner />;
  const name = nameIn(language, book);
  const rows: [string, string][] = [
    [t('details.legacy.minimumOrder'), t('details.legacy.pieces', { count: MINIMUM_ORDER })],
    [t('details.legacy.orderQuantity'), `${MINIMUM_ORDER}`],
    [t('details.legacy.availableStock'), STOCK_BAND_LABELS[book.stockBand]],
    [t('details.legacy.unitPrice'), formatTk(priceAfterDiscount(book.price, book.discount))],
  ];
  return (
    <Stack gap="lg">
      <Panel>
        <Grid gap="lg">
          <PageTitle title={name} />
          <Grid.Col span={{ base: 12, sm: 5, md: 4 }}>
            <BookCover book={book} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 7, md: 8 }}>
            <Stack gap="md">
              <Title order={1} className={classes.title}>
                {name}
              </Title>
              <Table withTableBorder className={classes.specTable} verticalSpacing="sm">
                <Table.Tbody>
                  {rows.map(([label, value]) => (
                    <Table.Tr key={label}>
                      <Table.Th scope="row">{label}</Table.Th>
                      <Table.Td>{value}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
              <Button component={Link} to={bookPath(book._id)} variant="light" w="fit-content">
                {t('details.legacy.seeDetails')}
              </Button>
            </Stack>
          </Grid.Col>
        </Grid>
      </Panel>
      <LegacyRelatedBooks book={book} />
    </Stack>
  );
}
