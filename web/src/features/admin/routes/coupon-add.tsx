import { CouponManage } from '../components/coupons/coupon-manage';

export function Component() {
  return <CouponManage />;
}
