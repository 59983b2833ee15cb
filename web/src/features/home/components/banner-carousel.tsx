import { Carousel } from '@mantine/carousel';
import { AspectRatio } from '@mantine/core';
import Autoplay from 'embla-carousel-autoplay';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { BANNER_CAROUSEL } from '@boi/domain/catalog/carousel';
import type { Banner } from '@boi/domain/catalog/schemas';
import { BANNER_SIZE, BANNER_SIZES, bannerSrcSet } from '../../../lib/cover-image';
import { useHydrated } from '../../../hooks/use-hydrated';
import classes from './home.module.css';

/** Banners are stored 3:1; a fixed ratio keeps the page from jumping while they load. */
export const BANNER_RATIO = BANNER_SIZE.large.width / BANNER_SIZE.large.height;

// Embla's `duration` is a scroll-speed factor, not milliseconds: ~25 feels like a 500 ms slide.
const EMBLA_DURATION = Math.round(BANNER_CAROUSEL.transitionMs / 20);

export function BannerCarousel({ banners }: { banners: Banner[] }) {
  const { t } = useTranslation();
  // Only the app turns the slides: until it runs, the others are never in view, and their images
  // would load (the browser loads lazy images of a scroller ahead) beside the first paint's own.
  const hydrated = useHydrated();
  const autoplay = useRef(
    Autoplay({
      delay: BANNER_CAROUSEL.autoplayMs,
      stopOnMouseEnter: BANNER_CAROUSEL.pauseOnHover,
      stopOnInteraction: false,
    }),
  );
  if (banners.length === 0) return null;
  return (
    <Carousel
      className={classes.banner}
      withIndicators={BANNER_CAROUSEL.dots}
      withControls={BANNER_CAROUSEL.arrows}
      plugins={[autoplay.current]}
      emblaOptions={{
        loop: BANNER_CAROUSEL.loop,
        slidesToScroll: BANNER_CAROUSEL.slidesToScroll,
        duration: EMBLA_DURATION,
      }}
      slideSize={`${100 / BANNER_CAROUSEL.slidesToShow}%`}
      classNames={{ indicator: classes.bannerIndicator }}
      aria-label={t('home.featured')}
    >
      {banners.map((banner, index) => (
        <Carousel.Slide key={banner._id}>
          <AspectRatio ratio={BANNER_RATIO} className={classes.bannerSlide}>
            {/* The first slide is a wide screen's largest picture (its LCP element). */}
            {(index === 0 || hydrated) && (
              <img
                src={banner.image}
                srcSet={bannerSrcSet(banner.image)}
                sizes={BANNER_SIZES}
                width={BANNER_SIZE.large.width}
                height={BANNER_SIZE.large.height}
                alt={t('home.banner', { number: index + 1 })}
                loading={index === 0 ? 'eager' : 'lazy'}
                fetchPriority={index === 0 ? 'high' : 'auto'}
                className={classes.bannerImage}
              />
            )}
          </AspectRatio>
        </Carousel.Slide>
      ))}
    </Carousel>
  );
}
