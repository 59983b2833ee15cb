import { Skeleton, Stack } from '@mantine/core';
import { PageTitle } from '../../components/page-title';
import { QueryError } from '../../components/query-error';
import { LoadingSpinner } from '../../components/loading-spinner';
import { useHomeData } from './api/get-home-data';
import { BannerCarousel, BANNER_RATIO } from './components/banner-carousel';
import { CategoryStrip } from './components/category-strip';
import { HomeSectionBlock } from './components/home-section';

export function HomePage() {
  const { data, error, isPending } = useHomeData();
  return (
    <Stack gap="lg">
      <PageTitle title="অনলাইন বইয়ের দোকান" />
      {isPending ? (
        <>
          <Skeleton radius="lg" style={{ aspectRatio: BANNER_RATIO }} />
          <LoadingSpinner />
        </>
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
