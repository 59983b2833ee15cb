import { beforeEach, describe, expect, it } from 'vitest';
import { HYDRATED_ATTRIBUTE } from '../lib/page-hooks';
import { noteHydrated } from './hydration-part';

const marked = () => document.documentElement.hasAttribute(HYDRATED_ATTRIBUTE);
const part = (done = false) =>
  `<template data-hydration-part${done ? ' data-hydration-done' : ''}></template>`;

describe('noteHydrated', () => {
  beforeEach(() => {
    document.documentElement.removeAttribute(HYDRATED_ATTRIBUTE);
    document.body.innerHTML = '';
  });

  it('marks the page React’s only once its last server part has hydrated', () => {
    document.body.innerHTML = part(true) + part();
    noteHydrated();
    expect(marked()).toBe(false);
    document.body.innerHTML = part(true) + part(true);
    noteHydrated();
    expect(marked()).toBe(true);
  });

  it('marks a page without parts once its layout has hydrated', () => {
    noteHydrated();
    expect(marked()).toBe(true);
  });

  it('is not held back by parts a navigation removed before they hydrated', () => {
    // A book page left for another before its tabs and related books hydrated: only the
    // layout's parts are still in the document.
    document.body.innerHTML = part(true) + part() + part();
    noteHydrated();
    expect(marked()).toBe(false);
    document.body.innerHTML = part(true);
    noteHydrated();
    expect(marked()).toBe(true);
  });
});
