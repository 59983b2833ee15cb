import { AspectRatio, Group, Skeleton, Stack, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CATEGORY_STRIP_COUNT, HOME_SECTIONS } from '@boi/domain/shared/constants';
import { BookCarouselSkeleton } from '../../../components/book-skeletons';
import { Panel } from '../../../components/panel';
import { BANNER_RATIO } from './banner-carousel';
import classes from './home.module.css';

/**
 * The home page while /home loads, in the room the loaded page takes: the banner's 3:1 box, the
 * category strip's ten items, and each section's heading and first carousel frame.
 */
export function HomeSkeleton() {
  const { t } = useTranslation();
  return (
    <>
      <VisuallyHidden role="status">{t('home.loading')}</VisuallyHidden>
      <AspectRatio ratio={BANNER_RATIO} className={classes.banner} aria-hidden="true">
        <Skeleton radius={0} />
      </AspectRatio>
      <div className={classes.strip} aria-hidden="true">
        {Array.from({ length: CATEGORY_STRIP_COUNT }, (_, index) => (
          <div key={index} className={classes.stripItem}>
            <Skeleton circle height={34} style={{ flex: 'none' }} />
            <span className={classes.stripName}>
              <Skeleton height="1em" width="6em" />
            </span>
          </div>
        ))}
      </div>
      {HOME_SECTIONS.map((section) => (
        <Panel key={section.key} aria-hidden="true">
          <Group justify="space-between" align="center" mb="md" gap="xs">
            <Stack gap={6} className={classes.sectionHeadSkeleton}>
              <Skeleton height="1.4rem" width="9rem" />
              <Skeleton height="0.75rem" width="7rem" />
            </Stack>
            <Skeleton height={36} width={120} radius="xl" />
          </Group>
          <BookCarouselSkeleton />
        </Panel>
      ))}
    </>
  );
}
