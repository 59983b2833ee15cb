/** Where a placed order leads: the customer's order list in the account area. */
export const ORDERS_PATH = '/side-navbar/order';
