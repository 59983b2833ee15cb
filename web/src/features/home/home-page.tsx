import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../components/page-title';
import { QueryError } from '../../components/query-error';
import { useHomeData } from './api/get-home-data';
import { BannerCarousel } from './components/banner-carousel';
import { CategoryStrip } from './components/category-strip';
import { HomeSectionBlock } from './components/home-section';
import { HomeSkeleton } from './components/home-skeleton';

/** Covers of the first section in the first screenful: 1.5 slides on phones, 2 grid columns. */
const FIRST_SECTION_EAGER_COVERS = 2;

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
          {data.sections.map((section, index) => (
            // On a 375-px phone the first section's first cover is the largest picture in view.
            <HomeSectionBlock
              key={section.key}
              section={section}
              eagerCovers={index === 0 ? FIRST_SECTION_EAGER_COVERS : 0}
              belowFold={index > 0}
            />
          ))}
        </>
      )}
    </Stack>
  );
}
