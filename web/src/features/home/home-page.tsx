import { Stack } from '@mantine/core';
import { PageTitle } from '../../components/page-title';
import { QueryError } from '../../components/query-error';
import { useHomeData } from './api/get-home-data';
import { BannerCarousel } from './components/banner-carousel';
import { CategoryStrip } from './components/category-strip';
import { HomeSectionBlock } from './components/home-section';
import { HomeSkeleton } from './components/home-skeleton';

export function HomePage() {
  const { data, error, isPending } = useHomeData();
  return (
    <Stack gap="lg">
      <PageTitle title="অনলাইন বইয়ের দোকান" />
      {isPending ? (
        <HomeSkeleton />
      ) : error ? (
        <QueryError error={error} />
      ) : (
        <>
          <BannerCarousel banners={data.banners} />
          <CategoryStrip categories={data.categories} />
          {data.sections.map((section) => (
            <HomeSectionBlock key={section.key} section={section} />
          ))}
        </>
      )}
    </Stack>
  );
}
