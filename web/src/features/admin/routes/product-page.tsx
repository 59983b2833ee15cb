import { ProductManage } from '../components/products/product-manage';

export function Component() {
  return <ProductManage />;
}
