import type { SectionKey } from '@boi/domain/shared/constants';

export type CategorySeed = {
  id: string;
  name: string;
  /** English label, used in descriptionE. */
  nameE: string;
  section: SectionKey | null;
  /** Cover colour of the category's books. */
  color: string;
  /** Whole-taka price range of its books. */
  price: readonly [number, number];
  /** Publications that publish this kind of book (ids). */
  publications: readonly string[];
};

/** In creation order: the home strip shows the first ten. */
export const CATEGORIES: readonly CategorySeed[] = [
  {
    id: 'cat-islamic',
    name: 'ইসলামি বই',
    nameE: 'Islamic books',
    section: 'islamic',
    color: '#0f5e4a',
    price: [120, 650],
    publications: ['pub-maktabatul-hera', 'pub-darul-kalam', 'pub-somoy'],
  },
  {
    id: 'cat-novel',
    name: 'উপন্যাস',
    nameE: 'Novels',
    section: null,
    color: '#7a2335',
    price: [150, 700],
    publications: ['pub-prothoma', 'pub-anyaprokash', 'pub-ananya', 'pub-mowla', 'pub-bishwo'],
  },
  {
    id: 'cat-children',
    name: 'শিশু-কিশোর',
    nameE: 'Children and teens',
    section: 'children',
    color: '#d9661f',
    price: [80, 350],
    publications: ['pub-kakoli', 'pub-agamee', 'pub-panjeree', 'pub-tamralipi'],
  },
  {
    id: 'cat-programming',
    name: 'প্রোগ্রামিং বই',
    nameE: 'Programming',
    section: null,
    color: '#1f3f7a',
    price: [300, 950],
    publications: ['pub-adarsha', 'pub-dimik', 'pub-gyankosh'],
  },
  {
    id: 'cat-technology',
    name: 'প্রযুক্তি',
    nameE: 'Technology',
    section: 'technology',
    color: '#0e6f8f',
    price: [250, 800],
    publications: ['pub-adarsha', 'pub-dimik', 'pub-gyankosh', 'pub-somoy'],
  },
  {
    id: 'cat-poetry',
    name: 'কবিতা',
    nameE: 'Poetry',
    section: null,
    color: '#5b3a8c',
    price: [100, 450],
    publications: ['pub-mowla', 'pub-bishwo', 'pub-oitijjhya', 'pub-ananya'],
  },
  {
    id: 'cat-package',
    name: 'প্যাকেজ বই',
    nameE: 'Book packages',
    section: 'package',
    color: '#8a5a12',
    price: [800, 2000],
    publications: ['pub-mowla', 'pub-bishwo', 'pub-ananya', 'pub-adarsha', 'pub-kakoli'],
  },
  {
    id: 'cat-story',
    name: 'গল্প',
    nameE: 'Short stories',
    section: null,
    color: '#3d6b2a',
    price: [120, 500],
    publications: ['pub-prothoma', 'pub-anyaprokash', 'pub-mowla', 'pub-oitijjhya'],
  },
  {
    id: 'cat-job-prep',
    name: 'চাকরি প্রস্তুতি',
    nameE: 'Job preparation',
    section: null,
    color: '#2d4a5a',
    price: [250, 750],
    publications: ['pub-panjeree', 'pub-gyankosh', 'pub-agamee'],
  },
  {
    id: 'cat-translation',
    name: 'অনুবাদ',
    nameE: 'Translations',
    section: null,
    color: '#6b2f5f',
    price: [200, 900],
    publications: ['pub-sheba', 'pub-bishwo', 'pub-batighar'],
  },
  {
    id: 'cat-history',
    name: 'ইতিহাস',
    nameE: 'History',
    section: null,
    color: '#6e4b2a',
    price: [250, 900],
    publications: ['pub-prothoma', 'pub-oitijjhya', 'pub-somoy'],
  },
  {
    id: 'cat-science',
    name: 'বিজ্ঞান',
    nameE: 'Science',
    section: null,
    color: '#1d5c63',
    price: [200, 700],
    publications: ['pub-tamralipi', 'pub-prothoma', 'pub-adarsha'],
  },
  {
    id: 'cat-self-help',
    name: 'আত্মউন্নয়ন',
    nameE: 'Self-improvement',
    section: null,
    color: '#a3452b',
    price: [180, 550],
    publications: ['pub-adarsha', 'pub-anyaprokash', 'pub-somoy'],
  },
  {
    id: 'cat-liberation-war',
    name: 'মুক্তিযুদ্ধ',
    nameE: 'Liberation War',
    section: null,
    color: '#245c2f',
    price: [200, 700],
    publications: ['pub-prothoma', 'pub-agamee', 'pub-somoy'],
  },
  {
    id: 'cat-biography',
    name: 'জীবনী',
    nameE: 'Biography',
    section: null,
    color: '#4a4a6a',
    price: [200, 650],
    publications: ['pub-oitijjhya', 'pub-ananya', 'pub-batighar'],
  },
  {
    id: 'cat-thriller',
    name: 'রহস্য-রোমাঞ্চ',
    nameE: 'Mystery and thriller',
    section: null,
    color: '#222a35',
    price: [150, 450],
    publications: ['pub-sheba', 'pub-batighar', 'pub-dibbo'],
  },
  {
    id: 'cat-drama',
    name: 'নাটক',
    nameE: 'Drama',
    section: null,
    color: '#8c2f2f',
    price: [100, 350],
    publications: ['pub-mowla', 'pub-bishwo'],
  },
  {
    id: 'cat-essay',
    name: 'প্রবন্ধ',
    nameE: 'Essays',
    section: null,
    color: '#505a2a',
    price: [150, 500],
    publications: ['pub-bishwo', 'pub-mowla', 'pub-oitijjhya'],
  },
  {
    id: 'cat-travel',
    name: 'ভ্রমণ',
    nameE: 'Travel',
    section: null,
    color: '#1b6f78',
    price: [200, 650],
    publications: ['pub-dibbo', 'pub-tamralipi', 'pub-anyaprokash'],
  },
  {
    id: 'cat-cooking',
    name: 'রান্না',
    nameE: 'Cooking',
    section: null,
    color: '#b5472e',
    price: [250, 800],
    publications: ['pub-ananya', 'pub-kakoli'],
  },
];

export type PublicationSeed = { id: string; name: string; nameE: string };

export const PUBLICATIONS: readonly PublicationSeed[] = [
  { id: 'pub-prothoma', name: 'প্রথমা প্রকাশন', nameE: 'Prothoma Prokashan' },
  { id: 'pub-anyaprokash', name: 'অন্যপ্রকাশ', nameE: 'Anyaprokash' },
  { id: 'pub-sheba', name: 'সেবা প্রকাশনী', nameE: 'Sheba Prokashoni' },
  { id: 'pub-ananya', name: 'অনন্যা', nameE: 'Ananya' },
  { id: 'pub-panjeree', name: 'পাঞ্জেরী পাবলিকেশন্স', nameE: 'Panjeree Publications' },
  { id: 'pub-kakoli', name: 'কাকলী প্রকাশনী', nameE: 'Kakoli Prokashoni' },
  { id: 'pub-agamee', name: 'আগামী প্রকাশনী', nameE: 'Agamee Prakashani' },
  { id: 'pub-mowla', name: 'মাওলা ব্রাদার্স', nameE: 'Mowla Brothers' },
  { id: 'pub-bishwo', name: 'বিশ্বসাহিত্য কেন্দ্র', nameE: 'Bishwo Shahitto Kendro' },
  { id: 'pub-dibbo', name: 'দিব্যপ্রকাশ', nameE: 'Dibbo Prokash' },
  { id: 'pub-somoy', name: 'সময় প্রকাশন', nameE: 'Somoy Prokashon' },
  { id: 'pub-tamralipi', name: 'তাম্রলিপি', nameE: 'Tamralipi' },
  { id: 'pub-adarsha', name: 'আদর্শ', nameE: 'Adarsha' },
  { id: 'pub-batighar', name: 'বাতিঘর', nameE: 'Batighar' },
  { id: 'pub-gyankosh', name: 'জ্ঞানকোষ প্রকাশনী', nameE: 'Gyankosh Prokashoni' },
  { id: 'pub-oitijjhya', name: 'ঐতিহ্য', nameE: 'Oitijjhya' },
  { id: 'pub-maktabatul-hera', name: 'মাকতাবাতুল হেরা', nameE: 'Maktabatul Hera' },
  { id: 'pub-darul-kalam', name: 'দারুল কলম প্রকাশনী', nameE: 'Darul Kalam Prokashoni' },
  { id: 'pub-dimik', name: 'দ্বিমিক প্রকাশনী', nameE: 'Dimik Prokashoni' },
];
