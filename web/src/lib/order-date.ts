const DHAKA_DATE = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Asia/Dhaka',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/**
 * The date part (YYYY-MM-DD) of an order timestamp, as the spec shows `updatedAt`, taken in
 * Bangladesh time so an order placed after midnight in Dhaka shows that day.
 */
export function orderDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : DHAKA_DATE.format(date);
}

const DHAKA_DATE_TIME = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Asia/Dhaka',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hour12: true,
});

/** An order step's date and time in Bangladesh time, e.g. "26 Nov 2026, 07:05 pm". */
export function orderDateTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : DHAKA_DATE_TIME.format(date);
}
