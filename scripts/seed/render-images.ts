import { createHash } from 'node:crypto';
import { availableParallelism } from 'node:os';
import sharp from 'sharp';
import type { ImageStore } from '@boi/functions/images/image-store';
import { BANNER_SIZE, bannerSvg, COVER_SIZE, coverSvg } from './cover-svg';
import { useBundledFonts } from './fonts';
import type { CoverJob, SeedData } from './seed-data';

const WEBP = 'image/webp';
/** Bump when the encoding changes, so cached images are rendered again. */
const RENDER_VERSION = 'webp-q82-e2-thumb400-v2';
/** svg hash per rendered image pair; lets a re-seed skip unchanged images. */
const MANIFEST = 'seed-images.json';

type ImageJob = { svg: string; large: string; small: string; width: number; smallWidth: number };

/** Renders the SVG once, then encodes the full size and a downscaled copy as WebP. */
async function renderTwoSizes(job: ImageJob): Promise<[Buffer, Buffer]> {
  const { data, info } = await sharp(Buffer.from(job.svg))
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  if (info.width !== job.width)
    throw new Error(`rendered ${info.width}px, expected ${job.width}px`);
  const raw = { raw: { width: info.width, height: info.height, channels: info.channels } };
  const webp = { quality: 82, effort: 2 };
  return Promise.all([
    sharp(data, raw).webp(webp).toBuffer(),
    sharp(data, raw).resize({ width: job.smallWidth }).webp(webp).toBuffer(),
  ]);
}

async function inPool<T>(items: readonly T[], limit: number, work: (item: T) => Promise<void>) {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await work(items[next++] as T);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

/** One cover as WebP: 600×900 (detail page) and 400×600 (cards). */
export async function renderCover(cover: CoverJob): Promise<{ large: Buffer; small: Buffer }> {
  useBundledFonts();
  const [job] = imageJobs({ covers: [cover], banners: [] });
  const [large, small] = await renderTwoSizes(job as ImageJob);
  return { large, small };
}

function imageJobs(data: Pick<SeedData, 'covers' | 'banners'>): ImageJob[] {
  return [
    ...data.covers.map((cover) => ({
      svg: coverSvg(cover),
      large: `covers/${cover.bookId}-600.webp`,
      small: `covers/${cover.bookId}-400.webp`,
      width: COVER_SIZE.width,
      smallWidth: 400,
    })),
    ...data.banners.map((banner) => ({
      svg: bannerSvg(banner.promo),
      large: banner.image,
      small: banner.image600,
      width: BANNER_SIZE.width,
      smallWidth: 600,
    })),
  ];
}

async function readManifest(store: ImageStore): Promise<Record<string, string>> {
  const file = await store.get(MANIFEST);
  if (!file) return {};
  try {
    return JSON.parse(file.bytes.toString('utf8')) as Record<string, string>;
  } catch {
    return {};
  }
}

/**
 * Writes covers/<id>-600.webp + -400.webp per catalog book and banners/<n>-1200.webp + -600.webp.
 * Images whose SVG is unchanged since the last seed (and still present) are kept.
 */
export async function renderImages(
  data: Pick<SeedData, 'covers' | 'banners'>,
  store: ImageStore,
  onProgress?: (done: number, total: number) => void,
): Promise<{ rendered: number; kept: number }> {
  useBundledFonts();
  sharp.cache(false);
  const manifest = await readManifest(store);
  const jobs = imageJobs(data);
  let done = 0;
  let kept = 0;
  await inPool(jobs, Math.max(2, availableParallelism()), async (job) => {
    const hash = createHash('sha1').update(RENDER_VERSION).update(job.svg).digest('hex');
    const cached =
      manifest[job.large] === hash &&
      (await store.get(job.large)) !== null &&
      (await store.get(job.small)) !== null;
    if (cached) {
      kept++;
    } else {
      const [large, small] = await renderTwoSizes(job);
      await store.put(job.large, large, WEBP);
      await store.put(job.small, small, WEBP);
      manifest[job.large] = hash;
    }
    onProgress?.(++done, jobs.length);
  });
  await store.put(MANIFEST, Buffer.from(JSON.stringify(manifest)), 'application/json');
  return { rendered: (jobs.length - kept) * 2, kept: kept * 2 };
}
