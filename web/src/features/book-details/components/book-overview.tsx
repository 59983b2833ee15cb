import { AspectRatio, Badge, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { nameIn } from '@boi/domain/shared/language';
import { discountAmount } from '@boi/domain/pricing/discount';
import { isSoldOut, STOCK_BAND_LABELS } from '@boi/domain/catalog/public-book';
import type { ShelfBook, StockBand } from '@boi/domain/catalog/schemas';
import { BOOK_COVER_RATIO } from '../../../components/book-card';
import { formatTk } from '@boi/domain/pricing/money';
import { BookPrice } from '../../../components/book-price';
import { AddToCartButton } from '../../../components/add-to-cart-button';
import { WishlistHeart } from '../../../components/wishlist-heart';
import { useLanguage } from '../../../hooks/use-language';
import { COVER_SIZE, coverSrcSet, DETAIL_COVER_SIZES } from '../../../lib/cover-image';
import classes from './book-details.module.css';
import { StockNoticeButton } from './stock-notice-button';
import { categoryPath, publicationPath, writerPath } from '@boi/domain/paths/routes';

/** The page's largest picture (its LCP element): fetched first, never lazily. */
export function BookCover({ book }: { book: ShelfBook }) {
  const language = useLanguage();
  return (
    <AspectRatio ratio={BOOK_COVER_RATIO} className={classes.coverFrame}>
      <img
        src={book.image}
        srcSet={coverSrcSet(book)}
        sizes={DETAIL_COVER_SIZES}
        width={COVER_SIZE.image.width}
        height={COVER_SIZE.image.height}
        alt={nameIn(language, book)}
        loading="eager"
        fetchPriority="high"
        className={classes.cover}
      />
    </AspectRatio>
  );
}

const BAND_COLORS: Record<StockBand, string> = {
  'in-stock': 'teal',
  'few-left': 'orange',
  'sold-out': 'red',
};

function StockStatus({ band }: { band: StockBand }) {
  return (
    <Badge
      color={BAND_COLORS[band]}
      variant={band === 'sold-out' ? 'filled' : 'light'}
      size="lg"
      radius="sm"
    >
      {STOCK_BAND_LABELS[band]}
    </Badge>
  );
}

export function BookOverview({ book }: { book: ShelfBook }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const name = nameIn(language, book);
  // The name in the other language, if the book has one, goes under the heading.
  const otherName = name === book.nameB ? book.nameE : book.nameB;
  return (
    <Stack gap="sm">
      <div>
        <Title order={1} className={classes.title}>
          {name}
        </Title>
        {otherName && otherName !== name && (
          <Text c="dimmed" size="sm">
            {otherName}
          </Text>
        )}
      </div>
      <dl className={classes.meta}>
        <dt>{t('details.writer')}</dt>
        <dd>
          <Link to={writerPath(book.writer.writer_id)}>{book.writer.writerName}</Link>
        </dd>
        {book.bookTranslator && (
          <>
            <dt>{t('details.translator')}</dt>
            <dd>{book.bookTranslator}</dd>
          </>
        )}
        <dt>{t('details.publication')}</dt>
        <dd>
          <Link to={publicationPath(book.publication.publication_id)}>
            {book.publication.publicationName}
          </Link>
        </dd>
        <dt>{t('details.category')}</dt>
        <dd>
          <Link to={categoryPath(book.category.category_id)}>{book.category.categoryName}</Link>
        </dd>
      </dl>
      <Group gap="sm" align="center">
        <BookPrice price={book.price} discount={book.discount} size="xl" />
        {book.discount > 0 && (
          <Badge color="red" radius="sm">
            {t('details.discount', { discount: book.discount })}
          </Badge>
        )}
      </Group>
      {book.discount > 0 && (
        <Text size="sm" c="teal.8">
          {t('details.youSave', { amount: formatTk(discountAmount(book.price, book.discount)) })}
        </Text>
      )}
      <Group>
        <StockStatus band={book.stockBand} />
      </Group>
      <Group mt="xs" align="flex-start">
        <AddToCartButton book={book} size="md" radius="xl" />
        <WishlistHeart book={book} />
        {isSoldOut(book) && <StockNoticeButton productId={book._id} />}
      </Group>
    </Stack>
  );
}
