import { SALES_INFO } from '@boi/domain/shared/constants';
import { toBanglaDigits } from '@boi/domain/shared/bangla-digits';
import type { Prng } from './prng';

type Pair = readonly [bangla: string, english: string];

/** What a book of each category is called, and a few sentences about such books. */
const ABOUT: Readonly<
  Record<string, { noun: Pair; lines: readonly Pair[]; tags: readonly string[] }>
> = {
  'cat-islamic': {
    noun: ['ইসলামি গ্রন্থ', 'Islamic book'],
    tags: ['দ্বীনি বই', 'সীরাত', 'পরিবার'],
    lines: [
      [
        'কুরআন ও সহীহ হাদিসের আলোকে বিষয়গুলো সহজ ভাষায় ব্যাখ্যা করা হয়েছে।',
        'The topics are explained in simple language in the light of the Quran and authentic hadith.',
      ],
      [
        'পরিবারের সবাই মিলে পড়ার মতো একটি উপকারী বই।',
        'A useful book the whole family can read together.',
      ],
      [
        'দৈনন্দিন জীবনে দ্বীন পালনের বাস্তব দিকনির্দেশনা রয়েছে এতে।',
        'It offers practical guidance for practising the faith in daily life.',
      ],
    ],
  },
  'cat-novel': {
    noun: ['উপন্যাস', 'novel'],
    tags: ['সাহিত্য', 'প্রেম', 'সমাজ'],
    lines: [
      [
        'মানুষের সম্পর্ক, প্রেম আর সমাজের টানাপোড়েন এই উপন্যাসের মূল উপজীব্য।',
        'Human relationships, love and the tensions of society lie at the heart of this novel.',
      ],
      [
        'প্রকাশের পর থেকেই বইটি পাঠকমহলে ব্যাপক সমাদৃত।',
        'The book has been widely loved by readers ever since it was first published.',
      ],
      [
        'চরিত্রগুলোর গভীর মনস্তত্ত্ব পাঠককে শেষ পৃষ্ঠা পর্যন্ত ধরে রাখে।',
        'The deep psychology of its characters keeps the reader hooked to the last page.',
      ],
    ],
  },
  'cat-children': {
    noun: ['শিশুতোষ বই', 'book for young readers'],
    tags: ['ছোটদের বই', 'ছড়া', 'রূপকথা'],
    lines: [
      [
        'রঙিন ছবি আর মজার গল্পে ভরা বইটি ছোটদের কল্পনাকে ডানা মেলতে সাহায্য করবে।',
        'Full of colourful pictures and fun stories, it lets young imaginations take flight.',
      ],
      [
        'পড়ার অভ্যাস গড়ে তুলতে শিশুদের হাতে তুলে দেওয়ার মতো একটি বই।',
        'A perfect book to put in children’s hands to build a reading habit.',
      ],
      ['বড়রাও পড়ে সমান আনন্দ পাবেন।', 'Grown-ups will enjoy it just as much.'],
    ],
  },
  'cat-programming': {
    noun: ['প্রোগ্রামিং বই', 'programming book'],
    tags: ['প্রোগ্রামিং', 'কোডিং', 'সফটওয়্যার'],
    lines: [
      [
        'প্রতিটি অধ্যায়ে রয়েছে উদাহরণ, অনুশীলনী ও হাতে-কলমে প্রজেক্ট।',
        'Every chapter comes with examples, exercises and hands-on projects.',
      ],
      [
        'একেবারে নতুনদের কথা মাথায় রেখে সহজ বাংলায় লেখা।',
        'Written in plain Bangla with complete beginners in mind.',
      ],
      [
        'চাকরির ইন্টারভিউ ও বাস্তব কাজের জন্য প্রয়োজনীয় বিষয়গুলো গুছিয়ে বলা হয়েছে।',
        'It neatly covers what you need for job interviews and real-world work.',
      ],
    ],
  },
  'cat-technology': {
    noun: ['প্রযুক্তি বিষয়ক বই', 'technology book'],
    tags: ['প্রযুক্তি', 'আইসিটি', 'ফ্রিল্যান্সিং'],
    lines: [
      [
        'দ্রুত বদলে যাওয়া প্রযুক্তির জগৎকে সহজ করে বোঝানো হয়েছে।',
        'It makes the fast-changing world of technology easy to understand.',
      ],
      [
        'ছবি ও ধাপে ধাপে নির্দেশনা থাকায় নিজে নিজে শেখা যায়।',
        'With pictures and step-by-step instructions, you can learn on your own.',
      ],
      [
        'শিক্ষার্থী, চাকরিজীবী ও উদ্যোক্তা—সবার কাজে লাগবে।',
        'Useful for students, professionals and entrepreneurs alike.',
      ],
    ],
  },
  'cat-poetry': {
    noun: ['কাব্যগ্রন্থ', 'collection of poems'],
    tags: ['কবিতা', 'সাহিত্য', 'আবৃত্তি'],
    lines: [
      [
        'ছন্দ, চিত্রকল্প আর গভীর অনুভবে ভরা কবিতাগুলো বারবার পড়ার মতো।',
        'Rich in rhythm, imagery and deep feeling, these poems reward many readings.',
      ],
      [
        'বাংলা কবিতার পাঠকের সংগ্রহে রাখার মতো একটি বই।',
        'A book every lover of Bangla poetry should own.',
      ],
    ],
  },
  'cat-package': {
    noun: ['বইয়ের প্যাকেজ', 'book package'],
    tags: ['প্যাকেজ', 'উপহার', 'সাশ্রয়ী'],
    lines: [
      [
        'একসঙ্গে কিনলে আলাদা কেনার চেয়ে অনেক সাশ্রয়ী।',
        'Buying them together costs much less than buying each book separately.',
      ],
      [
        'উপহার দেওয়ার জন্য আকর্ষণীয় বক্সে সাজানো।',
        'Packed in an attractive box, it makes a lovely gift.',
      ],
      [
        'প্রতিটি বই মানসম্মত কাগজে ছাপা ও মজবুত বাঁধাইয়ে তৈরি।',
        'Each book is printed on quality paper with a sturdy binding.',
      ],
    ],
  },
  'cat-story': {
    noun: ['গল্পগ্রন্থ', 'collection of short stories'],
    tags: ['ছোটগল্প', 'সাহিত্য'],
    lines: [
      [
        'প্রতিটি গল্পে জীবনের ছোট ছোট মুহূর্ত অসাধারণ হয়ে উঠেছে।',
        'In every story, small moments of life become extraordinary.',
      ],
      [
        'অল্প সময়ে পড়ে শেষ করার মতো, কিন্তু মনে থেকে যায় বহুদিন।',
        'Quick to read, but they stay with you for a long time.',
      ],
    ],
  },
  'cat-job-prep': {
    noun: ['চাকরি প্রস্তুতির বই', 'job preparation guide'],
    tags: ['বিসিএস', 'চাকরির পরীক্ষা', 'মডেল টেস্ট'],
    lines: [
      [
        'সর্বশেষ সিলেবাস ও বিগত বছরের প্রশ্নের আলোকে হালনাগাদ করা হয়েছে।',
        'Updated to the latest syllabus and questions from previous years.',
      ],
      [
        'প্রতিটি অধ্যায়ের শেষে মডেল টেস্ট ও ব্যাখ্যাসহ উত্তর রয়েছে।',
        'Each chapter ends with model tests and explained answers.',
      ],
    ],
  },
  'cat-translation': {
    noun: ['অনূদিত ক্লাসিক', 'classic in Bangla translation'],
    tags: ['বিশ্বসাহিত্য', 'অনুবাদ'],
    lines: [
      [
        'মূল রচনার স্বাদ অক্ষুণ্ণ রেখে সাবলীল বাংলায় অনূদিত।',
        'Translated into fluent Bangla while keeping the flavour of the original.',
      ],
      [
        'বিশ্বসাহিত্যের এই ক্লাসিক প্রতিটি পাঠকের অবশ্যপাঠ্য।',
        'This world classic is a must-read for every reader.',
      ],
    ],
  },
  'cat-history': {
    noun: ['ইতিহাসগ্রন্থ', 'history book'],
    tags: ['ইতিহাস', 'বাংলা', 'গবেষণা'],
    lines: [
      [
        'তথ্যসূত্র, মানচিত্র ও দুর্লভ ছবিসহ ইতিহাসের এক প্রাঞ্জল বর্ণনা।',
        'A lucid account of history with sources, maps and rare photographs.',
      ],
      [
        'অতীতকে জানার মধ্য দিয়ে বর্তমানকে বোঝার সুযোগ করে দেয় বইটি।',
        'By exploring the past, the book helps us understand the present.',
      ],
    ],
  },
  'cat-science': {
    noun: ['বিজ্ঞানের বই', 'science book'],
    tags: ['বিজ্ঞান', 'জনপ্রিয় বিজ্ঞান'],
    lines: [
      [
        'জটিল বৈজ্ঞানিক ধারণাগুলো দৈনন্দিন উদাহরণ দিয়ে সহজ করা হয়েছে।',
        'Complex scientific ideas are made simple with everyday examples.',
      ],
      [
        'কৌতূহলী কিশোর থেকে শুরু করে বড়দের জন্যও সমান উপভোগ্য।',
        'Equally enjoyable for curious teenagers and adults.',
      ],
    ],
  },
  'cat-self-help': {
    noun: ['আত্মউন্নয়নমূলক বই', 'self-improvement book'],
    tags: ['মোটিভেশন', 'ক্যারিয়ার'],
    lines: [
      [
        'বাস্তব জীবনের উদাহরণ আর কার্যকর অনুশীলনে ভরপুর।',
        'Packed with real-life examples and practical exercises.',
      ],
      [
        'নিজেকে আরও ভালোভাবে গড়ে তুলতে প্রতিদিনের ছোট পদক্ষেপের কথা বলে বইটি।',
        'It shows the small daily steps that help you become a better version of yourself.',
      ],
    ],
  },
  'cat-liberation-war': {
    noun: ['মুক্তিযুদ্ধ বিষয়ক বই', 'book on the Liberation War'],
    tags: ['মুক্তিযুদ্ধ', 'একাত্তর', 'ইতিহাস'],
    lines: [
      [
        'একাত্তরের গৌরবময় ইতিহাস নতুন প্রজন্মের কাছে তুলে ধরার প্রয়াস।',
        'An effort to bring the glorious history of 1971 to a new generation.',
      ],
      [
        'প্রত্যক্ষদর্শীর বিবরণ ও দলিলপত্রের ভিত্তিতে লেখা।',
        'Written from eyewitness accounts and historical documents.',
      ],
    ],
  },
  'cat-biography': {
    noun: ['জীবনীগ্রন্থ', 'biography'],
    tags: ['জীবনী', 'অনুপ্রেরণা'],
    lines: [
      [
        'একজন অসাধারণ মানুষের জীবন, সংগ্রাম ও অর্জনের অনুপ্রেরণাদায়ী কাহিনি।',
        'An inspiring account of an extraordinary life, its struggles and achievements.',
      ],
      ['দুর্লভ তথ্য ও আলোকচিত্রে সমৃদ্ধ।', 'Rich in rare facts and photographs.'],
    ],
  },
  'cat-thriller': {
    noun: ['রহস্য-রোমাঞ্চ উপন্যাস', 'mystery thriller'],
    tags: ['গোয়েন্দা', 'রহস্য', 'থ্রিলার'],
    lines: [
      [
        'প্রতিটি পাতায় রহস্য আর উত্তেজনা, শেষ না করে ওঠা কঠিন।',
        'Mystery and suspense on every page — hard to put down.',
      ],
      [
        'অপ্রত্যাশিত মোড় পাঠককে শেষ পর্যন্ত চমকে দেবে।',
        'Unexpected twists will keep surprising the reader until the end.',
      ],
    ],
  },
  'cat-drama': {
    noun: ['নাটক', 'play'],
    tags: ['নাটক', 'মঞ্চ'],
    lines: [
      [
        'মঞ্চে বহুবার অভিনীত এই নাটক বাংলা নাট্যসাহিত্যের এক উজ্জ্বল সংযোজন।',
        'Staged many times, this play is a shining part of Bangla drama.',
      ],
      [
        'সংলাপের শক্তি আর চরিত্রের দ্বন্দ্ব নাটকটিকে কালজয়ী করেছে।',
        'Its powerful dialogue and conflicted characters make the play timeless.',
      ],
    ],
  },
  'cat-essay': {
    noun: ['প্রবন্ধগ্রন্থ', 'collection of essays'],
    tags: ['প্রবন্ধ', 'সমাজ', 'চিন্তা'],
    lines: [
      [
        'সমাজ, সংস্কৃতি ও মানুষের চিন্তাকে নতুন করে ভাবতে শেখায় এই প্রবন্ধগুলো।',
        'These essays invite us to rethink society, culture and the way we think.',
      ],
      ['যুক্তি আর রসবোধের চমৎকার মেলবন্ধন।', 'A fine blend of reason and wit.'],
    ],
  },
  'cat-travel': {
    noun: ['ভ্রমণকাহিনি', 'travelogue'],
    tags: ['ভ্রমণ', 'প্রকৃতি', 'পর্যটন'],
    lines: [
      [
        'পথের গল্প, মানুষের গল্প আর প্রকৃতির অপরূপ বর্ণনায় ভরা।',
        'Full of stories of the road, its people and beautiful descriptions of nature.',
      ],
      [
        'ভ্রমণপিপাসুদের জন্য দরকারি পরামর্শও রয়েছে বইটিতে।',
        'It also includes useful tips for travellers.',
      ],
    ],
  },
  'cat-cooking': {
    noun: ['রান্নার বই', 'cookbook'],
    tags: ['রেসিপি', 'রান্নাঘর'],
    lines: [
      [
        'প্রতিটি রেসিপিতে উপকরণের সঠিক মাপ ও ধাপে ধাপে প্রণালী দেওয়া আছে।',
        'Every recipe gives exact measurements and step-by-step instructions.',
      ],
      [
        'নতুন রাঁধুনি থেকে অভিজ্ঞ—সবার রান্নাঘরের সঙ্গী।',
        'A kitchen companion for beginners and experienced cooks alike.',
      ],
    ],
  },
};

const CLOSING: readonly ((pub: string, pubE: string) => Pair)[] = [
  (p, e) => [
    `${p} থেকে প্রকাশিত এই সংস্করণে রয়েছে ঝকঝকে ছাপা ও মজবুত বাঁধাই।`,
    `This edition from ${e} has crisp printing and a sturdy binding.`,
  ],
  (p, e) => [`বইটি প্রকাশ করেছে ${p}।`, `Published by ${e}.`],
  (p, e) => [
    `${p} প্রকাশিত এই সংস্করণটি পাঠকের কাছে বিশেষভাবে জনপ্রিয়।`,
    `This ${e} edition is especially popular with readers.`,
  ],
];

export type BookTextInput = {
  categoryId: string;
  categoryName: string;
  nameB: string;
  nameE: string;
  writerName: string;
  writerNameE: string;
  writerId: string;
  classic: boolean;
  publicationName: string;
  publicationNameE: string;
  translator?: readonly [string, string];
  bookFair: string | null;
  salesInfo: string;
  discount: number;
};

const article = (word: string) => (/^[aeiou]/i.test(word) ? 'an' : 'a');

export function describeBook(
  b: BookTextInput,
  prng: Prng,
): { descriptionB: string; descriptionE: string } {
  const about = ABOUT[b.categoryId];
  if (!about) throw new Error(`no description templates for ${b.categoryId}`);
  const [noun, nounE] = about.noun;
  const adjective: Pair = b.classic ? ['কালজয়ী ', 'timeless '] : ['', ''];
  const intro: Pair =
    b.writerId === 'writer-various'
      ? [
          `নির্বাচিত বই নিয়ে সাজানো ${noun} "${b.nameB}"।`,
          `"${b.nameE}" is ${article(nounE)} ${nounE} of selected books.`,
        ]
      : [
          `${b.writerName} রচিত ${adjective[0]}${noun} "${b.nameB}"।`,
          `"${b.nameE}" is ${article(adjective[1] + nounE)} ${adjective[1]}${nounE} by ${b.writerNameE}.`,
        ];
  const [first, second] = prng.shuffle(about.lines);
  const lines: Pair[] = [intro, first as Pair];
  if (second && prng.chance(0.5)) lines.push(second);
  if (b.translator) {
    lines.push([
      `অনুবাদ করেছেন ${b.translator[0]}।`,
      `Translated into Bangla by ${b.translator[1]}.`,
    ]);
  }
  lines.push(prng.pick(CLOSING)(b.publicationName, b.publicationNameE));
  return {
    descriptionB: lines.map((l) => l[0]).join(' '),
    descriptionE: lines.map((l) => l[1]).join(' '),
  };
}

/** Up to `max` tags, the most telling first. */
export function tagBook(b: BookTextInput, prng: Prng, max: number): string[] {
  const about = ABOUT[b.categoryId];
  const candidates = [
    b.classic ? 'ক্লাসিক' : '',
    b.translator ? 'অনুবাদ' : '',
    b.bookFair ? `বইমেলা ${toBanglaDigits(b.bookFair)}` : '',
    b.salesInfo === SALES_INFO.weekBest || b.salesInfo === SALES_INFO.monthTop ? 'বেস্টসেলার' : '',
    b.discount >= 25 ? 'বিশেষ ছাড়' : '',
    b.categoryName,
    ...prng.shuffle(about?.tags ?? []),
    b.writerId === 'writer-various' ? '' : b.writerName,
  ].filter(Boolean);
  const unique = [...new Set(candidates)];
  const count = prng.chance(0.08) ? 0 : prng.int(2, max);
  return unique.slice(0, count);
}
