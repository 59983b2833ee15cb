/** Cart and checkout amounts use the Bangla taka sign (spec §2); a no-break space keeps it whole. */
export const formatTaka = (amount: number): string => `৳\u00a0${amount.toLocaleString('en-US')}`;
