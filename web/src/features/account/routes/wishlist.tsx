import { Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LoadingSpinner } from '../../../components/loading-spinner';
import { PageTitle } from '../../../components/page-title';
import { QueryError } from '../../../components/query-error';
import { useSession } from '../../../lib/auth';
import { useWishlist } from '../api/get-wishlist';
import { WishlistList } from '../components/wishlist-list';

/** /side-navbar/wishlist: the books the shopper hearted, with Add to Cart. */
export function Component() {
  const session = useSession();
  const wishlist = useWishlist(session.user);
  const { t } = useTranslation();
  return (
    <Stack gap="md">
      <PageTitle title={t('wishlist.title')} />
      <Title order={1} size="h3">
        {t('wishlist.title')}
      </Title>
      {wishlist.isError ? (
        <QueryError error={wishlist.error} />
      ) : wishlist.isPending ? (
        <LoadingSpinner />
      ) : (
        <WishlistList books={wishlist.data.books} />
      )}
    </Stack>
  );
}
