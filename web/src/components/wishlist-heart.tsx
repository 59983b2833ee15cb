import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { nameIn } from '@boi/domain/shared/language';
import { useLanguage } from '../hooks/use-language';
import { useWishlistHas } from '../hooks/use-wishlist-has';
import { toggleWishlist } from '../lib/wishlist/account-wishlist';
import { HeartIcon } from './icons';
import classes from './wishlist-heart.module.css';
import { WISHLIST_HEART_ATTRIBUTE } from '../lib/page-hooks';

/**
 * The wishlist heart of a book: pressed when the book is in this browser's wishlist (a visitor's,
 * or the signed-in account's copy). `className` places it (over a card's cover).
 */
export function WishlistHeart({
  book,
  className,
}: {
  book: { _id: string; nameB: string; nameE?: string | null };
  className?: string;
}) {
  const hearted = useWishlistHas(book._id);
  const { t } = useTranslation();
  const language = useLanguage();
  const toggle = () => {
    toggleWishlist(book._id, !hearted).catch(() => {
      notifications.show({
        color: 'red',
        title: t('book.wishlist.title'),
        message: t('book.wishlist.saveFailed'),
      });
    });
  };
  return (
    <button
      type="button"
      className={className ? `${classes.heart} ${className}` : classes.heart}
      aria-pressed={hearted}
      // A visitor's tap before the app has loaded is answered by the page's inline script.
      {...{ [WISHLIST_HEART_ATTRIBUTE]: book._id }}
      aria-label={t('book.wishlist.label', { name: nameIn(language, book) })}
      title={hearted ? t('book.wishlist.remove') : t('book.wishlist.save')}
      onClick={toggle}
    >
      <HeartIcon size={20} />
    </button>
  );
}
