/** Query keys of the buyer's order reads; each holds the uid, so signing out forgets them. */
export const orderKeys = {
  mine: (uid: string | undefined) => ['orders', 'mine', uid] as const,
  minePage: (uid: string | undefined, page: number) => [...orderKeys.mine(uid), page] as const,
  details: (uid: string | undefined, orderId: string) =>
    ['orders', 'details', uid, orderId] as const,
};
