import { CollectionListPage } from '../components/collection-list-page';

export function Component() {
  return <CollectionListPage kind="category" />;
}
