import { Anchor, Group, Image, Paper, Stack, Text } from '@mantine/core';
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { nameIn } from '@boi/domain/shared/language';
import { bookPath } from '@boi/domain/paths/routes';
import type { ShelfBook } from '@boi/domain/catalog/schemas';
import { AddToCartButton } from '../../../components/add-to-cart-button';
import { BookPrice } from '../../../components/book-price';
import { WishlistHeart } from '../../../components/wishlist-heart';
import { useLanguage } from '../../../hooks/use-language';
import { readWishlist, subscribeWishlist } from '../../../lib/wishlist/wishlist-store';

/** The wishlist's books, each with its cart button; un-hearting one takes it off at once. */
export function WishlistList({ books }: { books: ShelfBook[] }) {
  const ids = useSyncExternalStore(subscribeWishlist, () => readWishlist().ids);
  const { t } = useTranslation();
  const language = useLanguage();
  const shown = books.filter((book) => ids.includes(book._id));
  if (shown.length === 0) {
    return (
      <Text c="dimmed" py="lg">
        {t('wishlist.empty')}
      </Text>
    );
  }
  return (
    <Stack
      gap="sm"
      component="ul"
      p={0}
      m={0}
      style={{ listStyle: 'none' }}
      aria-label={t('wishlist.listLabel')}
    >
      {shown.map((book) => (
        <Paper key={book._id} component="li" withBorder radius="md" p="sm">
          <Group wrap="nowrap" align="flex-start" gap="sm">
            <Image src={book.thumb} alt="" w={64} h={96} fit="contain" radius="sm" />
            <Stack gap={6} style={{ flex: 1, minWidth: 0 }}>
              <Anchor component={Link} to={bookPath(book._id)} fw={600} lineClamp={2}>
                {nameIn(language, book)}
              </Anchor>
              <Text size="xs" c="dimmed" lineClamp={1}>
                {book.writer.writerName}
              </Text>
              <BookPrice price={book.price} discount={book.discount} />
              <Group gap="xs">
                <AddToCartButton book={book} size="xs" />
                <WishlistHeart book={book} />
              </Group>
            </Stack>
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}
