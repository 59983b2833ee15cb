export type BannerPromo = {
  /** Small label above the headline. */
  kicker: string;
  headline: string;
  subline: string;
  /** Gradient from → to, and the accent (button, book spines). */
  colors: readonly [string, string];
  accent: string;
};

export const BANNERS: readonly BannerPromo[] = [
  {
    kicker: 'অমর একুশে বইমেলা ২০২৩',
    headline: 'মেলার সব বইয়ে ২৫% পর্যন্ত ছাড়',
    subline: 'নতুন বই, প্রিয় লেখক — ঘরে বসেই বইমেলা',
    colors: ['#7a1f2b', '#c2452d'],
    accent: '#ffd166',
  },
  {
    kicker: 'কুপন কোড BOI10',
    headline: 'যেকোনো অর্ডারে অতিরিক্ত ১০% ছাড়',
    subline: 'চেকআউটে কুপন কোডটি লিখুন',
    colors: ['#123c69', '#1f7a8c'],
    accent: '#f6c945',
  },
  {
    kicker: 'শিশু-কিশোর বই উৎসব',
    headline: 'ঠাকুরমার ঝুলি থেকে চাঁদের পাহাড়',
    subline: 'ছোটদের প্রিয় সব বই এক জায়গায়',
    colors: ['#d9661f', '#f2a541'],
    accent: '#ffffff',
  },
  {
    kicker: 'প্রযুক্তি ও প্রোগ্রামিং',
    headline: 'প্রোগ্রামিং শেখা শুরু হোক আজই',
    subline: 'পাইথন, জাভাস্ক্রিপ্ট, ডেটা স্ট্রাকচারসহ সেরা বই',
    colors: ['#1b1f3a', '#3b4a9c'],
    accent: '#7ee0c3',
  },
];

export const REVIEWER_NAMES = [
  'রাফি আহমেদ',
  'তানজিলা ইসলাম',
  'Mahfuz Rahman',
  'সুমাইয়া আক্তার',
  'Nabila Chowdhury',
  'আসিফ ইকবাল',
  'মেহেদী হাসান',
  'Farzana Akter',
  'সাকিব হোসেন',
  'Tanvir Alam',
  'ইশরাত জাহান',
  'নাঈম ইসলাম',
  'Riya Das',
  'অমিত সাহা',
  'জান্নাতুল ফেরদৌস',
] as const;

/** Review comments by rating. */
export const REVIEW_COMMENTS: Readonly<Record<number, readonly string[]>> = {
  5: [
    'অসাধারণ একটি বই, সবার পড়া উচিত।',
    'ছাপা ও বাঁধাই চমৎকার, দুই দিনের মধ্যেই ডেলিভারি পেয়েছি। ধন্যবাদ!',
    'একবার পড়া শুরু করলে আর থামা যায় না।',
    'Excellent book, delivered in two days. Highly recommended!',
    'উপহার দেওয়ার জন্য কিনেছিলাম, সবাই খুব পছন্দ করেছে।',
  ],
  4: [
    'বইটি খুব ভালো লেগেছে, তবে কাগজ আরেকটু ভালো হতে পারত।',
    'Good content and a fair price.',
    'ভালো বই, দামও সাশ্রয়ী।',
    'প্যাকেজিং ভালো ছিল, বইটিও দারুণ।',
  ],
  3: [
    'মোটামুটি ভালো, কিছু জায়গায় বানান ভুল আছে।',
    'Decent read, but delivery took a week.',
    'প্রত্যাশা আরেকটু বেশি ছিল।',
  ],
  2: ['বাঁধাই দুর্বল, কয়েকটি পাতা আলগা ছিল।', 'মলাটের রং ছবির সাথে মেলেনি।'],
  1: ['ভুল বই পাঠানো হয়েছিল, পরে অবশ্য বদলে দিয়েছে।', 'My copy had missing pages.'],
};
