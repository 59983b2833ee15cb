import type { ParseKeys } from 'i18next';
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
  /** The thing, used in 'no {noun} found'. Texts are keys of the message catalogues. */
  noun: ParseKeys;
  listTitle: ParseKeys;
  searchPlaceholder: ParseKeys;
};

export const COLLECTION_KINDS: Record<CollectionKind, CollectionKindInfo> = {
  category: {
    path: '/category',
    noun: 'catalog.category.noun',
    listTitle: 'catalog.category.listTitle',
    searchPlaceholder: 'catalog.category.search',
  },
  writer: {
    path: '/writer',
    noun: 'catalog.writer.noun',
    listTitle: 'catalog.writer.listTitle',
    searchPlaceholder: 'catalog.writer.search',
  },
  publication: {
    path: '/publication',
    noun: 'catalog.publication.noun',
    listTitle: 'catalog.publication.listTitle',
    searchPlaceholder: 'catalog.publication.search',
  },
};

export const collectionItemPath = (kind: CollectionKind, id: string): string =>
  `${COLLECTION_KINDS[kind].path}/${encodeURIComponent(id)}`;
