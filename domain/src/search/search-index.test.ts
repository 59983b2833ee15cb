import MiniSearch from 'minisearch';
import { describe, expect, it } from 'vitest';
import { bookSearchFields } from './fields';
import { BOOK_INDEX_OPTIONS, type CatalogBook, type IndexedBook } from './index-fields';
import { foldedFuzz, skeletonFuzz } from './query';
import { CatalogSearchIndex, SNAPSHOT_FORMAT, type CatalogIndexSnapshot } from './search-index';

const WRITERS = {
  rabindranath: ['রবীন্দ্রনাথ ঠাকুর', 'Rabindranath Tagore'],
  bibhuti: ['বিভূতিভূষণ বন্দ্যোপাধ্যায়', 'Bibhutibhushan Bandyopadhyay'],
  nazrul: ['কাজী নজরুল ইসলাম', 'Kazi Nazrul Islam'],
  kabir: ['কবির আহমেদ', 'Kabir Ahmed'],
  dickens: ['চার্লস ডিকেন্স', 'Charles Dickens'],
  tolstoy: ['লিও তলস্তয়', 'Leo Tolstoy'],
} as const;
type WriterKey = keyof typeof WRITERS;

let updatedAt = 1_700_000_000_000;
function book(
  id: string,
  nameB: string,
  nameE: string,
  writer: WriterKey,
  extra: Partial<CatalogBook> = {},
): CatalogBook {
  const [writerName, writerNameE] = WRITERS[writer];
  return {
    id,
    updatedAt: (updatedAt += 1000),
    nameB,
    nameE,
    writer: { writerName, writer_id: `writer-${writer}`, writerDetails: `${writerName} — লেখক` },
    publication: { publicationName: 'প্রথমা প্রকাশন', publication_id: 'pub-prothoma' },
    category: { categoryName: 'উপন্যাস' },
    descriptionE: `"${nameE}" is a well loved book by ${writerNameE}. This Prothoma Prokashan edition is popular.`,
    ...extra,
  };
}

const CATALOG: CatalogBook[] = [
  book('pather', 'পথের পাঁচালী', 'Pather Panchali', 'bibhuti'),
  book('aparajito', 'অপরাজিত', 'Aparajito', 'bibhuti'),
  book('chander', 'চাঁদের পাহাড়', 'Chander Pahar', 'bibhuti'),
  book('pother-dabi', 'পথের দাবী', 'Pather Dabi', 'kabir'),
  book('gitanjali', 'গীতাঞ্জলি', 'Gitanjali', 'rabindranath'),
  book('chokher', 'চোখের বালি', 'Chokher Bali', 'rabindranath'),
  book('dakghar', 'ডাকঘর', 'The Post Office', 'rabindranath'),
  book('sonar', 'সোনার তরী', 'Sonar Tori', 'rabindranath'),
  book('agnibina', 'অগ্নিবীণা', 'Agnibina', 'nazrul'),
  book('bisher', 'বিষের বাঁশী', 'Bisher Banshi', 'nazrul'),
  book('nazrul-life', 'নজরুল: বিদ্রোহী কবির জীবন', 'Nazrul: The Life of the Rebel Poet', 'kabir'),
  book('oliver', 'অলিভার টুইস্ট', 'Oliver Twist', 'dickens'),
  book('treasure', 'গুপ্তধনের দ্বীপ', 'Treasure Island', 'dickens'),
  book('war', 'যুদ্ধ ও শান্তি', 'War and Peace', 'tolstoy'),
  book('manab', 'মানবজনম', 'Manab Janam', 'kabir'),
  book('programming', 'পাইথন প্রোগ্রামিং', 'Python Programming', 'kabir'),
];

const build = (books: CatalogBook[] = CATALOG) => CatalogSearchIndex.build(books, 'v1');
const top = (index: CatalogSearchIndex, query: string, limit = 5) =>
  index.searchBooks(query, { limit }).ids;

describe('CatalogSearchIndex: what shoppers type', () => {
  const index = build();

  it.each([
    ['পথের পাঁচালী', 'pather'], // Bangla, exact
    ['পথের পাচালি', 'pather'], // no chandrabindu, ী → ি
    ['pother pachali', 'pather'], // Banglish
    ['pather panchali', 'pather'], // English title
    ['গিতাঞ্জলী', 'gitanjali'],
    ['gitanjoli', 'gitanjali'],
    ['chander pahar', 'chander'],
    ['War and Peace', 'war'],
    ['manab janam', 'manab'], // a joined word written apart
    ['মানব জনম', 'manab'],
  ])('"%s" finds %s first', (query, id) => {
    expect(top(index, query)[0]).toBe(id);
  });

  it('"rabindranath" finds রবীন্দ্রনাথ ঠাকুর as a writer, and his books', () => {
    const writers = index.searchWriters('rabindranath');
    expect(writers[0]).toMatchObject({
      _id: 'writer-rabindranath',
      name: 'রবীন্দ্রনাথ ঠাকুর',
      productCount: 4,
    });
    expect(new Set(top(index, 'rabindranath'))).toEqual(
      new Set(['gitanjali', 'chokher', 'dakghar', 'sonar']),
    );
  });

  it('finds a writer by Bangla, Banglish and English name', () => {
    for (const query of ['রবীন্দ্রনাথ', 'robindronath thakur', 'tagore', 'রবিন্দ্রনাথ']) {
      expect(top(index, query, 10), query).toContain('gitanjali');
    }
    expect(index.searchWriters('নজরুল')[0]?._id).toBe('writer-nazrul');
    // The English name comes from the books' descriptions ("… by Rabindranath Tagore.").
    expect(index.searchWriters('tagore')[0]?._id).toBe('writer-rabindranath');
    expect(index.searchWriters('dickens')[0]?._id).toBe('writer-dickens');
  });

  it('ranks a title match above a writer match, and a writer match above the description', () => {
    const described = book('about', 'বিদ্রোহের গান', 'Songs of Revolt', 'kabir', {
      descriptionE: 'Songs in the spirit of Kazi Nazrul Islam, collected by Kabir Ahmed.',
    });
    const withDescription = build([...CATALOG, described]);
    const ids = top(withDescription, 'nazrul', 10);
    // The title "নজরুল: …" first, then the books Nazrul wrote, then the one that mentions him.
    expect(ids[0]).toBe('nazrul-life');
    expect(ids.slice(1, 3).sort()).toEqual(['agnibina', 'bisher']);
    expect(ids.indexOf('about')).toBe(3);
  });

  it('allows typos scaled to the word length', () => {
    expect(foldedFuzz('war')).toBe(0);
    expect(foldedFuzz('oliver')).toBe(1);
    expect(foldedFuzz('treasure')).toBe(2);
    expect(skeletonFuzz('tr')).toBe(0);
    expect(skeletonFuzz('prgrm')).toBe(1);
    expect(skeletonFuzz('prgrmng')).toBe(1);
    expect(skeletonFuzz('prgrmngs')).toBe(2);
    // One wrong consonant in a six-letter word is forgiven, two are not.
    expect(top(index, 'olimer')[0]).toBe('oliver');
    expect(top(index, 'olimek')).not.toContain('oliver');
    // Two in an eight-letter word are forgiven.
    expect(top(index, 'tredsume island')[0]).toBe('treasure');
    expect(top(index, 'tredsume')[0]).toBe('treasure');
    // None in a three-letter word: "wat" is not "war".
    expect(top(index, 'wat')).not.toContain('war');
  });

  it('completes the last word as it is typed', () => {
    expect(top(index, 'pather panch')[0]).toBe('pather');
    expect(top(index, 'পথের পাঁ')[0]).toBe('pather');
    expect(top(index, 'গীতাঞ্জ')[0]).toBe('gitanjali');
    expect(top(index, 'progr')[0]).toBe('programming');
    // Only the last word: a prefix earlier in the query must be a whole word (or a typo of one).
    expect(top(index, 'progr python')[0]).toBe('programming');
    expect(top(index, 'treas')).toContain('treasure');
    expect(top(index, 'treas island')[0]).toBe('treasure');
  });

  it('finds nothing for a blank query, and nothing unrelated for a word that is not there', () => {
    for (const query of ['', '   ', '😀📚', '\u09BF\u09C0', '<>']) {
      expect(index.searchBooks(query)).toEqual({ ids: [], total: 0 });
      expect(index.searchWriters(query)).toEqual([]);
      expect(index.searchPublications(query)).toEqual([]);
    }
    expect(index.searchBooks('zzzzqqq').total).toBe(0);
  });

  it("scores straight from the postings exactly as MiniSearch's own search does", () => {
    const reference = new MiniSearch<IndexedBook>(BOOK_INDEX_OPTIONS);
    reference.addAll(CATALOG.map((b) => ({ id: b.id, ...bookSearchFields(b) })));
    const queries = [
      'pother pachali',
      'পথের পাঁ',
      'গিতাঞ্জলী',
      'olimer',
      'rabindranath',
      'nazrul',
      'manab janam',
      'War and Peace',
      'tredsume island',
      'প্রথমা',
    ];
    for (const query of queries) {
      const direct = index.searchBooks(query, { limit: 100 });
      expect(direct.total, query).toBeGreaterThan(0);
      expect(index.searchBooks(query, { limit: 100, reference }), query).toEqual(direct);
    }
  });

  it('pages through the results', () => {
    const all = index.searchBooks('rabindranath', { limit: 100 });
    expect(all.total).toBe(all.ids.length);
    const first = index.searchBooks('rabindranath', { limit: 2 });
    const second = index.searchBooks('rabindranath', { offset: 2, limit: 2 });
    expect(first.total).toBe(all.total);
    expect([...first.ids, ...second.ids]).toEqual(all.ids.slice(0, 4));
  });

  it('finds publications', () => {
    expect(index.searchPublications('prothoma')[0]).toMatchObject({
      _id: 'pub-prothoma',
      name: 'প্রথমা প্রকাশন',
      productCount: CATALOG.length,
    });
  });
});

describe('CatalogSearchIndex: incremental updates', () => {
  it('adds, replaces and removes a book', () => {
    const index = build();
    expect(index.size).toBe(CATALOG.length);
    const added = book('aam', 'আম আঁটির ভেঁপু', 'Aam Antir Bhepu', 'bibhuti');
    expect(top(index, 'aam atir bhepu')).not.toContain('aam');

    expect(index.upsert(added)).toBe(true);
    expect(top(index, 'aam atir bhepu')[0]).toBe('aam');
    expect(index.countOf('writer', 'writer-bibhuti')).toBe(4);
    expect(index.watermark).toBe(added.updatedAt);

    // The same version again changes nothing.
    expect(index.upsert(added)).toBe(false);

    // An edit replaces the old text: the old title no longer finds it, the new one does.
    const edited = {
      ...book('aam', 'ইছামতী', 'Ichamati', 'bibhuti'),
      updatedAt: added.updatedAt + 1,
    };
    expect(index.upsert(edited)).toBe(true);
    expect(top(index, 'ichamoti')[0]).toBe('aam');
    expect(top(index, 'aam atir bhepu')).not.toContain('aam');
    expect(index.size).toBe(CATALOG.length + 1);

    // A renamed writer changes the text but not updatedAt: force.
    const moved = { ...edited, writer: { ...edited.writer, writer_id: 'writer-kabir' } };
    expect(index.upsert(moved)).toBe(false);
    expect(index.upsert(moved, { force: true })).toBe(true);
    expect(index.countOf('writer', 'writer-bibhuti')).toBe(3);

    expect(index.remove('aam')).toBe(true);
    expect(index.remove('aam')).toBe(false);
    expect(index.has('aam')).toBe(false);
    expect(top(index, 'ichamoti')).not.toContain('aam');
    expect(index.size).toBe(CATALOG.length);
  });

  it('drops a writer with no books left from the writer results', () => {
    const index = build();
    expect(index.searchWriters('tolstoy')[0]?._id).toBe('writer-tolstoy');
    index.remove('war');
    expect(index.searchWriters('tolstoy').map((w) => w._id)).not.toContain('writer-tolstoy');
    expect(index.countOf('writer', 'writer-tolstoy')).toBe(0);
  });
});

describe('CatalogSearchIndex: saved and loaded', () => {
  const QUERIES = [
    'pother pachali',
    'পথের পাঁ', // prefix
    'গিতাঞ্জলী',
    'olimer', // typo
    'rabindranath',
    'nazrul',
    'manab janam',
    'War and Peace',
    'tagore',
  ];

  const roundTrip = (index: CatalogSearchIndex) =>
    CatalogSearchIndex.fromJSON(JSON.parse(JSON.stringify(index)) as CatalogIndexSnapshot)!;

  it('gives the same results after toJSON → JSON → fromJSON', () => {
    const index = build();
    const loaded = roundTrip(index);
    expect(loaded).not.toBeNull();
    expect(loaded.size).toBe(index.size);
    expect(loaded.catalogVersion).toBe('v1');
    expect(loaded.watermark).toBe(index.watermark);
    for (const query of QUERIES) {
      expect(loaded.searchBooks(query, { limit: 10 }), query).toEqual(
        index.searchBooks(query, { limit: 10 }),
      );
      expect(loaded.searchWriters(query), query).toEqual(index.searchWriters(query));
      expect(loaded.searchPublications(query), query).toEqual(index.searchPublications(query));
    }
    expect(loaded.countOf('writer', 'writer-rabindranath')).toBe(4);
    expect(loaded.updatedAtOf('pather')).toBe(index.updatedAtOf('pather'));
  });

  it('keeps taking updates after loading', () => {
    const loaded = roundTrip(build());
    loaded.upsert(book('ichamati', 'ইছামতী', 'Ichamati', 'bibhuti'));
    loaded.remove('pather');
    expect(top(loaded, 'ichamoti')[0]).toBe('ichamati');
    expect(top(loaded, 'pother pachali')).not.toContain('pather');
    // And a second round trip keeps those changes.
    const again = roundTrip(loaded);
    expect(top(again, 'ichamoti')[0]).toBe('ichamati');
    expect(again.has('pather')).toBe(false);
  });

  it('refuses a snapshot of another format', () => {
    const snapshot = build().toJSON();
    expect(snapshot.format).toBe(SNAPSHOT_FORMAT);
    const older = { ...snapshot, format: SNAPSHOT_FORMAT - 1 } as unknown as CatalogIndexSnapshot;
    expect(CatalogSearchIndex.fromJSON(older)).toBeNull();
  });
});
