/**
 * The labelled query set of `npm run bench` (bench/search.ts): queries as shoppers type them over
 * the demo catalog (scripts/seed/catalog-titles.ts, catalog-writers.ts), each with what it should
 * find. A title query names its book by the Bangla title; a writer query names the writer, and
 * every book of that writer counts as relevant, as do the books about the writer (`about`: a
 * biography titled with the name matches in its title, and the title outranks the writer).
 *
 * recall@5 of a query = relevant books among the first five / min(5, relevant books).
 */
export const QUERY_CLASSES = [
  'bangla-exact',
  'bangla-variant',
  'banglish',
  'english',
  'writer',
] as const;
export type QueryClass = (typeof QUERY_CLASSES)[number];

export type LabelledQuery =
  | { class: Exclude<QueryClass, 'writer'>; query: string; title: string }
  | { class: 'writer'; query: string; writer: string; about?: readonly string[] };

const title = (
  cls: Exclude<QueryClass, 'writer'>,
  rows: readonly [string, string][],
): LabelledQuery[] => rows.map(([query, expected]) => ({ class: cls, query, title: expected }));
const writer = (rows: readonly (readonly [string, string, ...string[]])[]): LabelledQuery[] =>
  rows.map(([query, id, ...about]) => ({
    class: 'writer',
    query,
    writer: `writer-${id}`,
    ...(about.length > 0 ? { about } : {}),
  }));

export const QUERY_SET: readonly LabelledQuery[] = [
  ...title('bangla-exact', [
    ['পথের পাঁচালী', 'পথের পাঁচালী'],
    ['গীতাঞ্জলি', 'গীতাঞ্জলি'],
    ['দেবদাস', 'দেবদাস'],
    ['চোখের বালি', 'চোখের বালি'],
    ['নকশী কাঁথার মাঠ', 'নকশী কাঁথার মাঠ'],
    ['বনলতা সেন', 'বনলতা সেন'],
    ['পদ্মানদীর মাঝি', 'পদ্মানদীর মাঝি'],
    ['অগ্নিবীণা', 'অগ্নিবীণা'],
    ['আবোল তাবোল', 'আবোল তাবোল'],
    ['ঠাকুরমার ঝুলি', 'ঠাকুরমার ঝুলি'],
    ['যুদ্ধ ও শান্তি', 'যুদ্ধ ও শান্তি'],
    ['শহরের শেষ ট্রেন', 'শহরের শেষ ট্রেন'],
    ['পাইথন প্রোগ্রামিং', 'পাইথন প্রোগ্রামিং'],
    ['মুঘল আমলের ঢাকা', 'মুঘল আমলের ঢাকা'],
    ['সুলতানার স্বপ্ন', 'সুলতানার স্বপ্ন'],
  ]),
  ...title('bangla-variant', [
    ['গিতাঞ্জলী', 'গীতাঞ্জলি'], // ি/ী swapped
    ['পথের পাচালি', 'পথের পাঁচালী'], // no chandrabindu, ী → ি
    ['দেবদাশ', 'দেবদাস'], // শ/স
    ['চোখের বালী', 'চোখের বালি'],
    ['নকসী কাথার মাঠ', 'নকশী কাঁথার মাঠ'],
    ['বিষের বাশি', 'বিষের বাঁশী'],
    ['কপালকুন্ডলা', 'কপালকুণ্ডলা'], // ণ/ন
    ['দূর্গেশনন্দিনী', 'দুর্গেশনন্দিনী'], // ু/ূ
    ['মৃত্যুখুধা', 'মৃত্যুক্ষুধা'], // ক্ষ written খ
    ['শ্রিকান্ত', 'শ্রীকান্ত'],
    ['পল্লিসমাজ', 'পল্লীসমাজ'],
    ['রুপসী বাংলা', 'রূপসী বাংলা'],
    ['আরন্যক', 'আরণ্যক'],
    ['ছারপত্র', 'ছাড়পত্র'], // ড়/র
    ['সহিহ নামায শিক্ষা', 'সহীহ নামাজ শিক্ষা'], // য/জ
    ['ইশপের গল্প', 'ঈশপের গল্প'],
    ['পদ্মা নদীর মাঝি', 'পদ্মানদীর মাঝি'], // a joined word written apart
    ['পথের\u200C পাঁচালী', 'পথের পাঁচালী'], // ZWNJ
    ['গীতাঞ্জলি'.normalize('NFD'), 'গীতাঞ্জলি'], // NFD
    ['রাসূলের ১০০ সুন্নাহ', 'রাসূলের (সা.) ১০০ সুন্নাহ'], // Bengali digits
  ]),
  ...title('banglish', [
    ['pother pachali', 'পথের পাঁচালী'],
    ['gitanjoli', 'গীতাঞ্জলি'],
    ['debdas', 'দেবদাস'],
    ['chokher bali', 'চোখের বালি'],
    ['nokshi kanthar math', 'নকশী কাঁথার মাঠ'],
    ['shonar tori', 'সোনার তরী'],
    ['bonolota sen', 'বনলতা সেন'],
    ['podma nodir majhi', 'পদ্মানদীর মাঝি'],
    ['thakurmar jhuli', 'ঠাকুরমার ঝুলি'],
    ['shohorer shesh tren', 'শহরের শেষ ট্রেন'],
    ['shesher kobita', 'শেষের কবিতা'],
    ['chander pahar', 'চাঁদের পাহাড়'],
    ['bisher bashi', 'বিষের বাঁশী'],
    ['hojoborolo', 'হ-য-ব-র-ল'],
    ['rokto korobi', 'রক্তকরবী'],
    ['jibonsmriti', 'জীবনস্মৃতি'],
    ['muktijuddher itihas', 'মুক্তিযুদ্ধের সহজ ইতিহাস'],
    ['bishad sindhu', 'বিষাদ-সিন্ধু'],
    ['kuraner golpo', 'কুরআনের গল্প'],
    ['aam atir bhepu', 'আম আঁটির ভেঁপু'],
  ]),
  ...title('english', [
    ['Pather Panchali', 'পথের পাঁচালী'],
    ['War and Peace', 'যুদ্ধ ও শান্তি'],
    ['Gitanjali', 'গীতাঞ্জলি'],
    ['Crime and Punishment', 'অপরাধ ও শাস্তি'],
    ['les miserables', 'লে মিজারেবল'],
    ['Oliver Twist', 'অলিভার টুইস্ট'],
    ['The Last Train of the City', 'শহরের শেষ ট্রেন'],
    ['python programming', 'পাইথন প্রোগ্রামিং'],
    ['data structures and algorithms', 'ডেটা স্ট্রাকচার ও অ্যালগরিদম'],
    ['Treasure Island', 'গুপ্তধনের দ্বীপ'],
    ['pride and prejudice', 'অহংকার ও সংস্কার'],
    ['The Post Office', 'ডাকঘর'],
    ["Sultana's Dream", 'সুলতানার স্বপ্ন'],
    ['machine learning', 'মেশিন লার্নিং'],
    ['Ghare Baire', 'ঘরে বাইরে'],
    ['Hound of the Baskervilles', 'বাস্কারভিলের কুকুর'],
  ]),
  ...writer([
    ['রবীন্দ্রনাথ ঠাকুর', 'rabindranath'],
    ['rabindranath', 'rabindranath'],
    ['robindronath thakur', 'rabindranath'],
    ['tagore', 'rabindranath'],
    ['kazi nazrul islam', 'nazrul'],
    ['নজরুল', 'nazrul', 'নজরুল: বিদ্রোহী কবির জীবন'],
    ['শরৎচন্দ্র', 'saratchandra'],
    ['shorotchondro', 'saratchandra'],
    ['sarat chandra', 'saratchandra'],
    ['bibhutibhushan', 'bibhutibhushan'],
    ['জীবনানন্দ দাশ', 'jibanananda'],
    ['jibanananda das', 'jibanananda'],
    ['sukumar ray', 'sukumar'],
    ['begum rokeya', 'rokeya', 'বেগম রোকেয়া: নারী জাগরণের অগ্রদূত'],
    ['বঙ্কিমচন্দ্র', 'bankim'],
    ['tolstoy', 'tolstoy'],
    ['তলস্তয়', 'tolstoy'],
    ['jasimuddin', 'jasimuddin'],
    ['manik bandopadhyay', 'manik'],
    ['charles dickens', 'dickens'],
  ]),
];
