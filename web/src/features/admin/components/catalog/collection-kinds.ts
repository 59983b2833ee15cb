import type { CollectionKind } from '../../api/get-admin-collection';

/** What differs between Category, Writer and Publication Manage: the spec's labels (§2). */
export type CollectionScreen = {
  kind: CollectionKind;
  title: string;
  addButton: string;
  nameHeader: string;
  editTitle: string;
  /** A writer also has details: a textarea on both forms and a column of the table. */
  withDetails: boolean;
  /** The table's accessible name. */
  caption: string;
};

export const COLLECTION_SCREENS: Record<CollectionKind, CollectionScreen> = {
  category: {
    kind: 'category',
    title: 'Category Manage',
    addButton: 'Category Add',
    nameHeader: 'Category Name',
    editTitle: 'Category Update',
    withDetails: false,
    caption: 'Categories',
  },
  writer: {
    kind: 'writer',
    title: 'Writer Manage',
    addButton: 'Writer Add',
    nameHeader: 'Writer Name',
    editTitle: 'Writer information Update',
    withDetails: true,
    caption: 'Writers',
  },
  publication: {
    kind: 'publication',
    title: 'Publication Manage',
    addButton: 'Publication Add',
    nameHeader: 'Publication Name',
    editTitle: 'Publication information Update',
    withDetails: false,
    caption: 'Publications',
  },
};

/** The placeholder of every name field: names are entered in Bangla. */
export const BANGLA_PLACEHOLDER = 'বাংলায় লিখুন';

/** The add and edit forms' values; `writerDetails` is sent for writers only. */
export type CollectionFormValues = { name: string; writerDetails: string };

export const collectionInput = (screen: CollectionScreen, values: CollectionFormValues) =>
  screen.withDetails
    ? { name: values.name, writerDetails: values.writerDetails }
    : { name: values.name };
