import { describe, expect, it } from 'vitest';
import {
  foldWord,
  isBangla,
  joinedSkeletonKeys,
  normalizeText,
  skeletonKey,
  skeletonKeys,
  words,
} from './normalize';

/** The folded form of a phrase, word by word. */
const fold = (text: string) => words(text).map(foldWord).join(' ');
/** The skeleton keys of every word of a phrase. */
const keys = (text: string) => words(text).map((word) => [...skeletonKeys(word)]);
/** True when two spellings share a skeleton key, word by word. */
const sameSkeleton = (a: string, b: string) => {
  const [left, right] = [keys(a), keys(b)];
  return left.length === right.length && left.every((k, i) => k.some((x) => right[i]!.includes(x)));
};

describe('normalizeText', () => {
  it('composes NFD into NFC', () => {
    const nfd = 'গীতাঞ্জলি'.normalize('NFD');
    expect(normalizeText(nfd)).toBe('গীতাঞ্জলি'.normalize('NFC'));
    // য় is two code points in both forms; the NFD spelling with a separate nukta becomes NFC.
    expect(normalizeText('য\u09BC')).toBe('য়');
    expect(normalizeText('ড\u09BC')).toBe('ড়');
  });

  it('drops ZWJ, ZWNJ, zero-width space, BOM and soft hyphen', () => {
    expect(normalizeText('র\u200D\u09CDযাব')).toBe('র্যাব');
    expect(normalizeText('পথের\u200C')).toBe('পথের');
    expect(normalizeText('a\u200Bb\uFEFFc\u00ADd\u2060e')).toBe('abcde');
  });

  it('writes Bengali digits as ASCII digits', () => {
    expect(normalizeText('১৯৭১ সাল, ০৯৮')).toBe('1971 সাল, 098');
  });

  it('lowercases and drops Latin accents', () => {
    expect(normalizeText('Les Misérables ÇA')).toBe('les miserables ca');
    expect(normalizeText('ASCII Only')).toBe('ascii only');
  });
});

describe('words', () => {
  it('keeps a Bangla word with vowel signs, hasanta and chandrabindu whole (never \\w)', () => {
    expect(words('পথের পাঁচালী')).toEqual(['পথের', 'পাঁচালী']);
    expect(words('মুক্তিযুদ্ধের ইতিহাস')).toEqual(['মুক্তিযুদ্ধের', 'ইতিহাস']);
    // \w would have cut these at every vowel sign; \p{M} keeps them.
    expect('পাঁচালী'.split(/\W+/).filter(Boolean).length).toBe(0);
  });

  it('splits on anything that is not a letter, mark or digit', () => {
    expect(words('হ-য-ব-র-ল')).toEqual(['হ', 'য', 'ব', 'র', 'ল']);
    expect(words('নজরুল: বিদ্রোহী কবি।')).toEqual(['নজরুল', 'বিদ্রোহী', 'কবি']);
    expect(words("Sultana's Dream (1905)")).toEqual(['sultana', 's', 'dream', '1905']);
    expect(words('রাসূলের (সা.) ১০০ সুন্নাহ')).toEqual(['রাসূলের', 'সা', '100', 'সুন্নাহ']);
  });

  it('joins a word a ZWNJ would have split and drops the joiner', () => {
    expect(words('পথের\u200C পাঁচালী')).toEqual(['পথের', 'পাঁচালী']);
    expect(words('র\u200D্যাব')).toEqual(['র্যাব']);
  });

  it('finds no words in emoji, punctuation, markup-only symbols or lone combining marks', () => {
    expect(words('')).toEqual([]);
    expect(words('   ')).toEqual([]);
    expect(words('😀🎉📚')).toEqual([]);
    expect(words('!!! ... ???')).toEqual([]);
    expect(words('\u09BF\u09C0\u0981')).toEqual([]); // ি ী ঁ with no consonant
    expect(words('\u0301\u0308')).toEqual([]);
  });

  it('drops marks that open a word but keeps the letters after them', () => {
    expect(words('\u09BFকবিতা')).toEqual(['কবিতা']);
  });
});

describe('foldWord: Bangla spelling variants', () => {
  it.each([
    ['ি/ী', 'গীতাঞ্জলি', 'গিতাঞ্জলী'],
    ['ু/ূ', 'দুর্গেশনন্দিনী', 'দূর্গেশনন্দিনী'],
    ['ু/ূ in রূপ', 'রূপসী', 'রুপসি'],
    ['ড়/র', 'ছাড়পত্র', 'ছারপত্র'],
    ['ঢ়/ঢ', 'আষাঢ়', 'আষাঢ'],
    ['ণ/ন', 'কপালকুণ্ডলা', 'কপালকুন্ডলা'],
    ['শ/স', 'দেবদাশ', 'দেবদাস'],
    ['ষ/স', 'বিষাদ', 'বিসাদ'],
    ['শ/ষ', 'নকশী', 'নকষী'],
    ['chandrabindu missing', 'পাঁচালী', 'পাচালী'],
    ['chandrabindu extra', 'বাঁশি', 'বাশি'],
    ['hasanta missing', 'সংস্কার', 'সংসকার'],
    ['য/জ', 'নামায', 'নামাজ'],
    ['ঈ/ই', 'ঈশপ', 'ইশপ'],
    ['ঊ/উ', 'ঊষা', 'উষা'],
    ['ঞ/ন', 'গীতাঞ্জলি', 'গীতান্জলি'],
    ['ঙ/ং', 'বাঙলা', 'বাংলা'],
    ['ৎ/ত', 'শরৎ', 'শরত'],
    ['ঋ/রি', 'ঋতু', 'রিতু'],
    ['ya-phala', 'ব্যথা', 'বথা'],
    ['visarga', 'দুঃখ', 'দুখ'],
  ])('%s: %s and %s fold alike', (_, a, b) => {
    expect(foldWord(a)).toBe(foldWord(b));
  });

  it('keeps য় apart from য and জ', () => {
    expect(foldWord('নয়ন')).toBe('নয়ন');
    expect(foldWord('নয়ন')).not.toBe(foldWord('নজন'));
    expect(foldWord('যুদ্ধ')).toBe(foldWord('জুদ্ধ'));
  });

  it('folds the NFD spelling and the joiner-free spelling to the same term', () => {
    expect(fold('গীতাঞ্জলি'.normalize('NFD'))).toBe(fold('গিতাঞ্জলী'));
    expect(fold('র\u200D্যাব')).toBe(fold('র্যাব'));
  });

  it('does not fold words that differ in more than spelling', () => {
    expect(foldWord('বালি')).not.toBe(foldWord('কালি'));
    expect(foldWord('পথ')).not.toBe(foldWord('পাথ'));
  });

  it('leaves English and digits as they are', () => {
    expect(foldWord('panchali')).toBe('panchali');
    expect(foldWord('1971')).toBe('1971');
    expect(fold('১৯৭১')).toBe('1971');
  });

  it('knows Bangla from other scripts', () => {
    expect(isBangla('বই')).toBe(true);
    expect(isBangla('boi')).toBe(false);
  });
});

describe('skeletonKeys: Bangla script and Banglish meet', () => {
  it.each([
    ['পথের', 'pother'],
    ['পাঁচালী', 'pachali'],
    ['পাঁচালী', 'panchali'],
    ['গীতাঞ্জলি', 'gitanjoli'],
    ['শরৎচন্দ্র', 'shorotchondro'],
    ['নকশী', 'nokshi'],
    ['কাঁথার', 'kanthar'],
    ['মাঠ', 'math'],
    ['বনলতা', 'bonolota'],
    ['ঠাকুরমার', 'thakurmar'],
    ['ঝুলি', 'jhuli'],
    ['রবীন্দ্রনাথ', 'rabindranath'],
    ['রবীন্দ্রনাথ', 'robindronath'],
    ['মুক্তিযুদ্ধ', 'muktijuddho'],
    ['বাংলা', 'bangla'],
  ])('%s ↔ %s', (bangla, banglish) => {
    expect(sameSkeleton(bangla, banglish)).toBe(true);
  });

  it('drops vowels and folds aspiration', () => {
    expect(skeletonKey('khudha')).toBe(skeletonKey('kuda'));
    expect(skeletonKey('ঘর')).toBe(skeletonKey('গর'));
    expect(skeletonKey('ভাত')).toBe(skeletonKey('bat'));
    expect(skeletonKey('ধান')).toBe('dn');
    expect(skeletonKey('থালা')).toBe('tl');
    expect(skeletonKey('ফুল')).toBe(skeletonKey('phul'));
  });

  it('keeps consonant classes apart', () => {
    expect(skeletonKey('বালি')).not.toBe(skeletonKey('কালি'));
    expect(skeletonKey('pother')).not.toBe(skeletonKey('mother'));
  });

  it('writes a run of one class once, digits excepted', () => {
    expect(skeletonKey('kk')).toBe('k');
    expect(skeletonKey('uttor')).toBe('tr');
    expect(skeletonKey('100')).toBe('100');
  });

  it('has no key for a word of vowels only', () => {
    expect(skeletonKeys('ও')).toEqual([]);
    expect(skeletonKeys('aei')).toEqual([]);
    expect(skeletonKey('আ')).toBe('');
  });

  describe('Banglish rules', () => {
    it.each([
      ['chh → c', 'chhobi', 'cb'],
      ['ch → c', 'chokh', 'ck'],
      ['kh → k', 'khata', 'kt'],
      ['gh → g', 'ghor', 'gr'],
      ['jh → j', 'jhor', 'jr'],
      ['th → t', 'thala', 'tl'],
      ['dh → d', 'dhaka', 'dk'],
      ['ph → p', 'phul', 'pl'],
      ['f → p', 'ful', 'pl'],
      ['bh → b', 'bhat', 'bt'],
      ['v → b', 'vat', 'bt'],
      ['sh → s', 'shesh', 's'],
      ['rh → r', 'garh', 'gr'],
      ['z → j', 'namaz', 'nmj'],
      ['q → k', 'quran', 'krn'],
      ['ck → k', 'tick', 'tk'],
      ['x → ks', 'laxmi', 'lksm'],
      ['c before e/i/y → s', 'science', 'sns'],
      ['c elsewhere → k', 'computer', 'kmptr'],
      ['vowels a e i o u y w dropped', 'aeiouyw', ''],
      ['digits kept', 'class10', 'kls10'],
    ])('%s: %s → %s', (_, word, key) => {
      expect(skeletonKey(word)).toBe(key);
    });
  });

  describe('hard cases', () => {
    it('ক্ষ is k (kh, kkh) or ks (ksh)', () => {
      expect(skeletonKeys('ক্ষুধা')).toEqual(['kd', 'ksd']);
      expect(skeletonKeys('khudha')).toContain(skeletonKeys('ক্ষুধা')[0]);
      expect(skeletonKeys('kkhudha')).toContain(skeletonKeys('ক্ষুধা')[0]);
      expect(skeletonKeys('kshudha')).toContain(skeletonKeys('ক্ষুধা')[1]);
      expect(skeletonKeys('মৃত্যুক্ষুধা')).toContain(skeletonKey('মৃত্যুখুধা'));
    });

    it('জ্ঞ is g (gy, gg)', () => {
      expect(skeletonKey('জ্ঞান')).toBe('gn');
      expect(skeletonKey('gyan')).toBe('gn');
      expect(skeletonKey('অভিজ্ঞতা')).toBe(skeletonKey('obhiggota'));
    });

    it('য় is a glide, read as a vowel; য after hasanta (ya-phala) is silent; য alone is j', () => {
      expect(skeletonKey('নয়ন')).toBe(skeletonKey('noyon'));
      expect(skeletonKey('নয়ন')).toBe(skeletonKey('nayan'));
      expect(skeletonKey('রায়')).toBe(skeletonKey('ray'));
      expect(skeletonKey('বিদ্যা')).toBe(skeletonKey('bidda'));
      expect(skeletonKey('যুদ্ধ')).toBe(skeletonKey('juddho'));
    });

    it('ৎ is t', () => {
      expect(skeletonKey('শরৎ')).toBe('srt');
      expect(skeletonKey('sharat')).toBe('srt');
      expect(skeletonKey('sorot')).toBe('srt');
    });

    it('ঁ is silent or n', () => {
      expect(skeletonKeys('চাঁদ')).toEqual(['cd', 'cnd']);
      expect(skeletonKeys('chad')).toEqual(['cd']);
      expect(skeletonKeys('chand')).toEqual(['cnd']);
    });

    it('হ্য is j as spoken or h as spelled', () => {
      expect(skeletonKeys('ঐতিহ্য')).toEqual(['tj', 'th']);
      expect(skeletonKeys('oitijjhya')).toContain(skeletonKeys('ঐতিহ্য')[0]);
      expect(skeletonKeys('oitihyo')).toContain(skeletonKeys('ঐতিহ্য')[1]);
      expect(skeletonKey('সহ্য')).toBe(skeletonKey('shojjo'));
    });

    it('ং is ng, ঙ before a joined consonant is n', () => {
      expect(skeletonKey('বাংলা')).toBe(skeletonKey('bangla'));
      expect(skeletonKey('অঙ্ক')).toBe(skeletonKey('onko'));
      expect(skeletonKey('ঝিঙে')).toBe(skeletonKey('jhinge'));
    });

    it('ড় and ঢ় are r', () => {
      expect(skeletonKey('পাহাড়')).toBe(skeletonKey('pahar'));
      expect(skeletonKey('আষাঢ়')).toBe(skeletonKey('ashar'));
    });

    it('ঋ and ৃ are r', () => {
      expect(skeletonKey('ঋতু')).toBe(skeletonKey('ritu'));
      expect(skeletonKey('হৃদয়')).toBe(skeletonKey('hridoy'));
    });

    it('ba-phala is silent', () => {
      expect(skeletonKey('বিশ্ব')).toBe(skeletonKey('bishwo'));
      expect(skeletonKey('বিশ্ব')).toBe(skeletonKey('bisso'));
    });

    it('a joined word meets its words written apart: "manab janam" ↔ মানবজনম', () => {
      expect(joinedSkeletonKeys(words('manab janam'))).toEqual(skeletonKeys('মানবজনম'));
      expect(joinedSkeletonKeys(words('মানব জনম'))).toEqual(skeletonKeys('মানবজনম'));
      expect(joinedSkeletonKeys(words('rokto korobi'))).toEqual(skeletonKeys('রক্তকরবী'));
      expect(joinedSkeletonKeys(words('হ য ব র ল'))).toEqual(skeletonKeys('hojoborolo'));
    });

    it('a joined phrase with ঁ has a plain and a spelled-out key', () => {
      expect(joinedSkeletonKeys(words('পথের পাঁচালী'))).toEqual(['ptrpcl', 'ptrpncl']);
      expect(joinedSkeletonKeys(words('ও আ'))).toEqual([]);
      expect(joinedSkeletonKeys(words('ঝুলি ২য়'))).toEqual([]);
      expect(joinedSkeletonKeys(words('class 10'))).toEqual([]);
    });
  });
});
