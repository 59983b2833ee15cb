import { ReviewManage } from '../components/reviews/review-manage';

export function Component() {
  return <ReviewManage />;
}
