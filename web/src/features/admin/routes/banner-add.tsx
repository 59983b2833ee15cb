import { BannerManage } from '../components/banners/banner-manage';

export function Component() {
  return <BannerManage />;
}
