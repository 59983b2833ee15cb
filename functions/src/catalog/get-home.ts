import { CATEGORY_STRIP_COUNT, HOME_SECTION_LIMIT, HOME_SECTIONS } from '@boi/domain/constants';
import type { HomeData, HomeSection } from '@boi/domain/schemas';
import { db } from '../shared/firestore';
import { readQuery } from '../shared/read-meter';
import { listBanners } from './list-banners';
import { collections } from '../store/documents';
import { productsQuery } from './list-products';
import { toBook, toCategory } from './to-api';

async function loadSection(section: (typeof HOME_SECTIONS)[number]): Promise<HomeSection> {
  const categories = await readQuery(
    collections(db())
      .categories.where('section', '==', section.key)
      .orderBy('createdAt', 'asc')
      .limit(1),
  );
  const categoryDoc = categories.docs[0];
  if (!categoryDoc)
    return { key: section.key, title: section.title, category: null, products: [], total: 0 };
  const category = toCategory(categoryDoc);
  const books = await readQuery(
    productsQuery({ category: category._id }).limit(HOME_SECTION_LIMIT),
  );
  return {
    key: section.key,
    title: section.title,
    category: { _id: category._id, name: category.name },
    products: books.docs.map(toBook),
    total: category.productCount,
  };
}

/** Everything the home page shows, in one bounded, cacheable response. */
export async function getHome(): Promise<HomeData> {
  const [banners, categories, sections] = await Promise.all([
    listBanners(),
    readQuery(collections(db()).categories.orderBy('createdAt', 'asc').limit(CATEGORY_STRIP_COUNT)),
    Promise.all(HOME_SECTIONS.map(loadSection)),
  ]);
  return { banners, categories: categories.docs.map(toCategory), sections };
}
