import { BookFairManage } from '../components/catalog/book-fair-form';

export function Component() {
  return <BookFairManage />;
}
