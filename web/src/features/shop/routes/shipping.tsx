import { ShippingPage } from '../checkout/shipping-page';

export function Component() {
  return <ShippingPage />;
}
