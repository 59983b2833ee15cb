import type { ParseKeys } from 'i18next';
import type { CollectionKind } from '@boi/domain/catalog/schemas';
import { collectionPath } from '@boi/domain/paths/routes';
import type { Category, Publication, Writer } from '@boi/domain/catalog/schemas';

/** The three browsable collections: same API shape, same list and detail screens. */
export type { CollectionKind };

export type CollectionItem = {
  category: Category;
  writer: Writer;
  publication: Publication;
};

export type CollectionKindInfo = {
  /** The thing, used in 'no {noun} found'. Texts are keys of the message catalogues. */
  noun: ParseKeys;
  listTitle: ParseKeys;
  searchPlaceholder: ParseKeys;
};

export const COLLECTION_KINDS: Record<CollectionKind, CollectionKindInfo> = {
  category: {
    noun: 'catalog.category.noun',
    listTitle: 'catalog.category.listTitle',
    searchPlaceholder: 'catalog.category.search',
  },
  writer: {
    noun: 'catalog.writer.noun',
    listTitle: 'catalog.writer.listTitle',
    searchPlaceholder: 'catalog.writer.search',
  },
  publication: {
    noun: 'catalog.publication.noun',
    listTitle: 'catalog.publication.listTitle',
    searchPlaceholder: 'catalog.publication.search',
  },
};

/** A collection item's page, e.g. `/writer/{id}`. */
export const collectionItemPath = collectionPath;
