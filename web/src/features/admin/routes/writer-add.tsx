import { CollectionManage } from '../components/catalog/collection-manage';

export function Component() {
  return <CollectionManage kind="writer" />;
}
