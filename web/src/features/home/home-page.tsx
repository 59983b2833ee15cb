import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { HomeSection } from '@boi/domain/catalog/schemas';
import { HydrationPart } from '../../components/hydration-part';
import { PageTitle } from '../../components/page-title';
import { QueryError } from '../../components/query-error';
import { useHomeData } from './api/get-home-data';
import { BannerCarousel } from './components/banner-carousel';
import { CategoryStrip } from './components/category-strip';
import { HomeSectionBlock } from './components/home-section';
import { HomeSkeleton } from './components/home-skeleton';

/** Covers of the first section in the first screenful: 1.5 slides on phones, 2 grid columns. */
const FIRST_SECTION_EAGER_COVERS = 2;

/**
 * The sections from `index` on, each a hydration part inside the previous one: React hydrates
 * and commits them one after another, in the order a shopper scrolls to them, instead of the
 * whole page's carousels and cards in one commit (a task of over 100 ms on a phone at 4x CPU).
 */
function SectionsInParts({ sections, index }: { sections: HomeSection[]; index: number }) {
  const section = sections[index];
  if (!section) return null;
  return (
    <HydrationPart>
      {/* On a 375-px phone the first section's first cover is the largest picture in view. */}
      <HomeSectionBlock
        key={section.key}
        section={section}
        eagerCovers={index === 0 ? FIRST_SECTION_EAGER_COVERS : 0}
        belowFold={index > 0}
      />
      <SectionsInParts sections={sections} index={index + 1} />
    </HydrationPart>
  );
}

export function HomePage() {
  const { data, error, isPending } = useHomeData();
  const { t } = useTranslation();
  return (
    <Stack gap="lg">
      <PageTitle title={t('home.title')} />
      {isPending ? (
        <HomeSkeleton />
      ) : error ? (
        <QueryError error={error} />
      ) : (
        <>
          <BannerCarousel banners={data.banners} />
          <CategoryStrip categories={data.categories} />
          <SectionsInParts sections={data.sections} index={0} />
        </>
      )}
    </Stack>
  );
}
