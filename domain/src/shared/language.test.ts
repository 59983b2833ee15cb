import { describe, expect, it } from 'vitest';
import { descriptionIn, languageOfCookies, nameIn } from './language';

describe('languageOfCookies', () => {
  it('reads English from the __session cookie and Bangla from anything else', () => {
    expect(languageOfCookies('a=1; __session=en; b=2')).toBe('en');
    expect(languageOfCookies('__session=bn')).toBe('bn');
    expect(languageOfCookies('__session=fr')).toBe('bn');
    expect(languageOfCookies('lang=en')).toBe('bn');
    expect(languageOfCookies(undefined)).toBe('bn');
  });
});

describe('nameIn and descriptionIn', () => {
  const book = {
    nameB: 'পথের পাঁচালী',
    nameE: 'Pather Panchali',
    descriptionB: 'বাংলা',
    descriptionE: '',
  };
  it('show the English text in English where the book has it, else the Bangla', () => {
    expect(nameIn('en', book)).toBe('Pather Panchali');
    expect(nameIn('bn', book)).toBe('পথের পাঁচালী');
    expect(nameIn('en', { nameB: 'বই', nameE: ' ' })).toBe('বই');
    expect(descriptionIn('en', book)).toBe('বাংলা');
    expect(descriptionIn('en', { ...book, descriptionE: 'English' })).toBe('English');
  });
});
