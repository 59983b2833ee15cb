export type NavItem = { to: string; label: string };

/** Main navigation bar (spec §2 Navigation). */
export const MAIN_NAV: NavItem[] = [
  { to: '/', label: 'হোম' },
  { to: '/writer', label: 'লেখক' },
  { to: '/category', label: 'বিষয়' },
  { to: '/publication', label: 'প্রকাশনী' },
  { to: '/up-comming-book', label: 'বইমেলা ২০২৩' },
  { to: '/up-comming-academic', label: 'একাডেমিক বই' },
  { to: '/up-comming-offer', label: 'অফার' },
  { to: '/up-comming-stesonary', label: 'স্টেশনারি' },
];

/** Mobile side menu: real pages first, then placeholder entries that lead to /up-comming. */
export const MOBILE_NAV: NavItem[] = [
  { to: '/', label: 'হোম' },
  { to: '/writer', label: 'লেখক' },
  { to: '/category', label: 'বিষয়' },
  { to: '/publication', label: 'প্রকাশনী' },
  { to: '/up-comming-book', label: 'বইমেলা ২০২৩' },
];

export const MOBILE_PLACEHOLDER_NAV: NavItem[] = [
  { to: '/up-comming', label: 'উপন্যাস' },
  { to: '/up-comming', label: 'বেস্টসেলার বই' },
  { to: '/up-comming', label: 'ইঞ্জিনিয়ারিং' },
  { to: '/up-comming', label: 'ইসলামি বই' },
  { to: '/up-comming', label: 'প্রি-অর্ডার' },
  { to: '/up-comming', label: 'এক্সট্রা ডিসকাউন্ট বই' },
];

export const SEARCH_PLACEHOLDER = 'বইয়ের নাম ও লেখকের নাম দিয়ে খুঁজুন';
