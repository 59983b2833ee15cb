import { notifications } from '@mantine/notifications';
import { useWishlistHas } from '../hooks/use-wishlist-has';
import { toggleWishlist } from '../lib/wishlist/account-wishlist';
import { HeartIcon } from './icons';
import classes from './wishlist-heart.module.css';

/**
 * The wishlist heart of a book: pressed when the book is in this browser's wishlist (a visitor's,
 * or the signed-in account's copy). `className` places it (over a card's cover).
 */
export function WishlistHeart({
  book,
  className,
}: {
  book: { _id: string; nameB: string };
  className?: string;
}) {
  const hearted = useWishlistHas(book._id);
  const toggle = () => {
    toggleWishlist(book._id, !hearted).catch(() => {
      notifications.show({
        color: 'red',
        title: 'উইশ লিস্ট · Wishlist',
        message: 'Could not save your wishlist. Check your connection and try again.',
      });
    });
  };
  return (
    <button
      type="button"
      className={className ? `${classes.heart} ${className}` : classes.heart}
      aria-pressed={hearted}
      aria-label={`উইশ লিস্ট · Wishlist: ${book.nameB}`}
      title={hearted ? 'Remove from wishlist' : 'Save to wishlist'}
      onClick={toggle}
    >
      <HeartIcon size={20} />
    </button>
  );
}
