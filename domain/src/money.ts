/** Taka as people read it everywhere (storefront, cart, invoice, mails, dashboard): 'Tk 1,250'. */
export const formatTk = (amount: number): string => `Tk ${amount.toLocaleString('en-US')}`;
