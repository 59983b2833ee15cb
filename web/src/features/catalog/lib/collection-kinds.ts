import type { Category, Publication, Writer } from '@boi/domain/schemas';

/** The three browsable collections: same API shape, same list and detail screens. */
export type CollectionKind = 'category' | 'writer' | 'publication';

export type CollectionItem = {
  category: Category;
  writer: Writer;
  publication: Publication;
};

export type CollectionKindInfo = {
  /** API path and storefront route prefix, e.g. '/writer'. */
  path: string;
  /** The thing in Bangla, used in 'no {noun} found'. */
  noun: string;
  listTitle: string;
  searchPlaceholder: string;
};

export const COLLECTION_KINDS: Record<CollectionKind, CollectionKindInfo> = {
  category: {
    path: '/category',
    noun: 'বিষয়',
    listTitle: 'বিষয়সমূহ',
    searchPlaceholder: 'বিষয়ের নাম লিখে খুঁজুন',
  },
  writer: {
    path: '/writer',
    noun: 'লেখক',
    listTitle: 'লেখকগণ',
    searchPlaceholder: 'লেখকের নাম লিখে খুঁজুন',
  },
  publication: {
    path: '/publication',
    noun: 'প্রকাশনী',
    listTitle: 'প্রকাশনীসমূহ',
    searchPlaceholder: 'প্রকাশনীর নাম লিখে খুঁজুন',
  },
};

export const collectionItemPath = (kind: CollectionKind, id: string): string =>
  `${COLLECTION_KINDS[kind].path}/${encodeURIComponent(id)}`;
