import { useParams } from 'react-router';
import { InvoicePage } from '../invoice/invoice-page';

export function Component() {
  const { orderDetailsId = '' } = useParams();
  return <InvoicePage key={orderDetailsId} orderId={orderDetailsId} />;
}
