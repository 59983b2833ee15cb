import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Category } from '@boi/domain/catalog/schemas';
import classes from './home.module.css';
import { categoryPath } from '@boi/domain/paths/routes';
import { graphemes } from '@boi/domain/shared/graphemes';

/** First letter (grapheme cluster) of a name, shown in the round marker before it. */
function initialOf(name: string): string {
  for (const { segment } of graphemes(name)) return segment;
  return '';
}

export function CategoryStrip({ categories }: { categories: Category[] }) {
  const { t } = useTranslation();
  if (categories.length === 0) return null;
  return (
    <nav aria-label={t('home.categories')} className={classes.strip}>
      {categories.map((category) => (
        <Link key={category._id} to={categoryPath(category._id)} className={classes.stripItem}>
          <span className={classes.stripInitial} aria-hidden="true">
            {initialOf(category.name)}
          </span>
          <span className={classes.stripName} title={category.name}>
            {category.name}
          </span>
        </Link>
      ))}
    </nav>
  );
}
