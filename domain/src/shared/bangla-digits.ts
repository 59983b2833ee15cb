/** The one conversion each way between ASCII digits (0-9) and Bangla digits (০-৯). */

const BANGLA_ZERO = 0x09e6;

/** ASCII digits as Bangla digits; everything else as it is (`৳১২,৩৪৫`). */
export const toBanglaDigits = (value: number | string): string =>
  String(value).replace(/[0-9]/g, (d) => String.fromCharCode(BANGLA_ZERO + Number(d)));

/** Bangla digits as ASCII digits; everything else as it is. */
export const asciiDigits = (text: string): string =>
  text.replace(/[০-৯]/g, (d) => String(d.charCodeAt(0) - BANGLA_ZERO));
