import { Button, Group, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { sectionIsShown, sectionUsesCarousel } from '@boi/domain/catalog/carousel';
import { sectionBooksPath } from '@boi/domain/paths/routes';
import type { HomeSection } from '@boi/domain/catalog/schemas';
import { BookCarousel } from '../../../components/book-carousel';
import { BookGrid } from '../../../components/book-grid';
import classes from './home.module.css';
import { Panel } from '../../../components/panel';

type HomeSectionBlockProps = {
  section: HomeSection;
  /** Covers that load at once: the first section's first ones are in the first screenful. */
  eagerCovers?: number;
  /** Not in the first screenful: rendered when it nears the viewport (Panel's belowFold). */
  belowFold?: boolean;
};

export function HomeSectionBlock({
  section,
  eagerCovers = 0,
  belowFold = false,
}: HomeSectionBlockProps) {
  const { t } = useTranslation();
  if (!sectionIsShown(section.key, section.total) || section.products.length === 0) return null;
  const headingId = `home-section-${section.key}`;
  const allBooksHref = section.category
    ? sectionBooksPath(section.key, section.category._id)
    : null;
  return (
    <Panel component="section" aria-labelledby={headingId} belowFold={belowFold}>
      <Group justify="space-between" align="center" mb="md" gap="xs">
        <div>
          <Title order={2} id={headingId} className={classes.sectionTitle}>
            {t(`home.sections.${section.key}`)}
          </Title>
          <Text size="xs" c="dimmed" pl={14}>
            {t('catalog.totalFound', { total: section.total })}
          </Text>
        </div>
        {allBooksHref && (
          <Button component={Link} to={allBooksHref} variant="light" size="sm" radius="xl">
            {t('home.allBooks')}
          </Button>
        )}
      </Group>
      {sectionUsesCarousel(section.key, section.products.length) ? (
        <BookCarousel
          books={section.products}
          eagerCovers={eagerCovers}
          coversAtFirstInteraction={belowFold}
        />
      ) : (
        <BookGrid
          books={section.products}
          eagerCovers={eagerCovers}
          coversAtFirstInteraction={belowFold}
        />
      )}
    </Panel>
  );
}
