import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { nameIn } from '@boi/domain/shared/language';
import { isSoldOut } from '@boi/domain/catalog/public-book';
import type { ShelfBook } from '@boi/domain/catalog/schemas';
import { cutTitle, cutWriterName } from '@boi/domain/shared/text';
import { useHydrated } from '../hooks/use-hydrated';
import { useLanguage } from '../hooks/use-language';
import {
  CARD_COVER_SIZES,
  COVER_SIZE,
  coverSrcSet,
  DEFERRED_COVER,
  NO_PICTURE,
} from '../lib/cover-image';
import { BookPrice } from './book-price';
import { WishlistHeart } from './wishlist-heart';
import classes from './book-card.module.css';
import { bookPath } from '@boi/domain/paths/routes';

/** Cover ratio (covers are 2:3, e.g. 400×600) of every book image slot, so nothing jumps. */
export const BOOK_COVER_RATIO = COVER_SIZE.thumb.width / COVER_SIZE.thumb.height;

type BookCardProps = {
  book: ShelfBook;
  /** Cards in sliders and in grids look the same; the variant only marks where a card is used. */
  variant?: 'slider' | 'grid';
  /** Load the cover at once: a card in the first screenful (on phones a cover outsizes the banner). */
  eager?: boolean;
  /** Never in view before the app runs (a carousel's slide past the widest screen's): no cover till then. */
  coverWithApp?: boolean;
  /**
   * A media query of the screens where the card is out of view until the app runs (a carousel's
   * slide past a phone's 1.5): there, no cover till then, so it does not share the slow link with
   * the first screenful's.
   */
  hiddenBeforeAppOn?: string;
  /**
   * Below the first screenful: the cover loads from the shopper's first interaction (a scroll),
   * not with the first paint (the browser's lazy loading fetches well ahead of the viewport).
   */
  coverAtFirstInteraction?: boolean;
  /** The same, on the screens of this media query only (below a phone's first screenful). */
  coverAtFirstInteractionOn?: string;
};

export function BookCard({
  book,
  variant = 'grid',
  eager = false,
  coverWithApp = false,
  hiddenBeforeAppOn,
  coverAtFirstInteraction = false,
  coverAtFirstInteractionOn,
}: BookCardProps) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const withCover = hydrated || !(coverWithApp || coverAtFirstInteraction);
  const deferred = !hydrated && coverAtFirstInteraction && !coverWithApp;
  const language = useLanguage();
  const name = nameIn(language, book);
  const title = cutTitle(name);
  const cover = (
    <img
      src={withCover ? book.thumb : undefined}
      srcSet={withCover ? coverSrcSet(book) : undefined}
      {...(deferred && {
        [DEFERRED_COVER.src]: book.thumb,
        [DEFERRED_COVER.srcSet]: coverSrcSet(book),
      })}
      sizes={CARD_COVER_SIZES}
      width={COVER_SIZE.thumb.width}
      height={COVER_SIZE.thumb.height}
      alt={name}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      className={classes.cover}
    />
  );
  // The heart sits beside the card's link, not in it: a button may not be inside a link.
  return (
    <div className={classes.wrap}>
      {/* Plain elements, not Mantine's Card and Text: a page holds dozens of cards, and each
          Mantine part adds an inline style and classes that the first paint must parse. */}
      <Link to={bookPath(book._id)} className={classes.card} data-variant={variant}>
        <div className={classes.media}>
          {/* No <picture> around the others: React preloads an eager <img>, not one in a picture. */}
          {hiddenBeforeAppOn ? (
            <picture className={classes.picture}>
              {!hydrated && <source media={hiddenBeforeAppOn} srcSet={NO_PICTURE} />}
              {cover}
            </picture>
          ) : coverAtFirstInteractionOn ? (
            <picture className={classes.picture}>
              {!hydrated && (
                <source
                  media={coverAtFirstInteractionOn}
                  srcSet={NO_PICTURE}
                  sizes={CARD_COVER_SIZES}
                  {...{ [DEFERRED_COVER.srcSet]: coverSrcSet(book) }}
                />
              )}
              {cover}
            </picture>
          ) : (
            cover
          )}
          {book.discount > 0 && (
            <Badge color="red" variant="filled" radius="sm" className={classes.discount}>
              {t('book.percentOff', { discount: book.discount })}
            </Badge>
          )}
          {isSoldOut(book) && (
            <Badge color="dark" variant="filled" radius="sm" className={classes.stockOut}>
              {t('book.stockOut')}
            </Badge>
          )}
        </div>
        <p className={`${classes.title} ${classes.clamp}`} title={name}>
          {title}
        </p>
        <p className={`${classes.writer} ${classes.clamp}`}>
          {cutWriterName(book.writer.writerName)}
        </p>
        <div className={classes.price}>
          <BookPrice price={book.price} discount={book.discount} />
        </div>
      </Link>
      <WishlistHeart book={book} className={classes.heart} />
    </div>
  );
}
