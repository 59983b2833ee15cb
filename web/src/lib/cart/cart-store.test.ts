import { describe, expect, it, vi } from 'vitest';
import type { Book } from '@boi/domain/catalog/schemas';
import { CART_CHANGED_EVENT, CART_STORAGE_KEY } from './cart-count';
import { COUPON_STORAGE_KEY, createCartStore } from './cart-store';

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    removeItem: (key: string) => void data.delete(key),
  };
}

const book = (id: string, quantity = 3): Book => ({
  _id: id,
  nameB: `বই ${id}`,
  nameE: '',
  price: 120,
  quantity,
  discount: 10,
  status: 'in-stock',
  category: { categoryName: 'c', category_id: 'c1' },
  writer: { writerName: 'w', writerDetails: '', writer_id: 'w1' },
  publication: { publicationName: 'p', publication_id: 'p1' },
  bookFair: null,
  productTags: [],
  descriptionB: '',
  descriptionE: '',
  BookSalesInfo: 'None',
  image: '/i.webp',
  thumb: '/t.webp',
  createdAt: '2024-01-01T00:00:00.000Z',
});

function setup(local = memoryStorage(), session = memoryStorage()) {
  const events = new EventTarget();
  const changed = vi.fn();
  events.addEventListener(CART_CHANGED_EVENT, changed);
  const store = createCartStore({ local, session, events });
  const listener = vi.fn();
  store.subscribe(listener);
  return { store, local, session, events, changed, listener };
}

describe('createCartStore', () => {
  it('persists every change to localStorage.cartItems and announces it', () => {
    const { store, local, changed, listener } = setup();
    store.add(book('a'));
    store.increment(book('a'));
    store.add(book('b'));
    const stored = local.data.get(CART_STORAGE_KEY) ?? null;
    expect(JSON.parse(stored!)).toHaveLength(2);
    expect(JSON.parse(stored!)[0]).toMatchObject({
      _id: 'a',
      cartQuantity: 2,
      singleCartTotal: 240,
    });
    expect(changed).toHaveBeenCalledTimes(3);
    expect(listener).toHaveBeenCalledTimes(3);
  });

  it('survives a reload: a new store reads the stored cart', () => {
    const { store, local } = setup();
    store.addMany(book('a', 5), 4);
    const reloaded = createCartStore({ local, session: null, events: new EventTarget() });
    expect(reloaded.getSnapshot().items.map((i) => i.cartQuantity)).toEqual([4]);
  });

  it('does not announce changes that change nothing', () => {
    const { store, changed } = setup();
    store.add(book('a', 1));
    changed.mockClear();
    store.increment(book('a', 1)); // at stock
    store.decrease('a'); // at 1
    store.remove('zzz');
    expect(changed).not.toHaveBeenCalled();
  });

  it('starts empty from corrupt storage and a throwing storage', () => {
    const corrupt = memoryStorage({ [CART_STORAGE_KEY]: '{oops' });
    expect(setup(corrupt).store.getSnapshot().items).toEqual([]);
    const throwing = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
      removeItem: () => {},
    };
    const { store } = setup(throwing as never);
    store.add(book('a'));
    expect(store.getSnapshot().items).toHaveLength(1);
  });

  it('keeps the coupon in sessionStorage and drops it when the cart empties', () => {
    const { store, session } = setup();
    store.add(book('a'));
    store.applyCoupon({ couponCode: 'BOI10', discountPercent: 10 });
    expect(JSON.parse(session.data.get(COUPON_STORAGE_KEY)!)).toEqual({
      couponCode: 'BOI10',
      discountPercent: 10,
    });
    store.remove('a');
    expect(store.getSnapshot().coupon).toBeNull();
    expect(session.data.has(COUPON_STORAGE_KEY)).toBe(false);
  });

  it('clear empties items and coupon', () => {
    const { store, local } = setup();
    store.add(book('a'));
    store.applyCoupon({ couponCode: 'BOI10', discountPercent: 10 });
    store.clear();
    expect(store.getSnapshot()).toEqual({ items: [], coupon: null });
    expect(local.data.get(CART_STORAGE_KEY)).toBe('[]');
  });

  it('ignores a malformed stored coupon', () => {
    const session = memoryStorage({
      [COUPON_STORAGE_KEY]: '{"couponCode":"X","discountPercent":500}',
    });
    expect(setup(memoryStorage(), session).store.getSnapshot().coupon).toBeNull();
  });

  it("follows other tabs' changes through the storage event", () => {
    const { store, local, events, listener } = setup();
    const other = createCartStore({ local, session: null, events: new EventTarget() });
    other.add(book('x'));
    const event = Object.assign(new Event('storage'), { key: CART_STORAGE_KEY });
    events.dispatchEvent(event);
    expect(store.getSnapshot().items.map((i) => i._id)).toEqual(['x']);
    expect(listener).toHaveBeenCalled();
  });

  it('follows a write in this tab that another writer announces (the page script)', () => {
    const { store, local, events, listener } = setup();
    store.add(book('a'));
    listener.mockClear();
    const stored = JSON.parse(local.getItem(CART_STORAGE_KEY) ?? '[]') as unknown[];
    local.setItem(
      CART_STORAGE_KEY,
      JSON.stringify([...stored, { ...book('b'), cartQuantity: 1, singleCartTotal: 120 }]),
    );
    events.dispatchEvent(new Event(CART_CHANGED_EVENT));
    expect(store.getSnapshot().items.map((i) => i._id)).toEqual(['a', 'b']);
    expect(listener).toHaveBeenCalledTimes(1);
    // Its own announcements change nothing.
    store.add(book('b'));
    expect(store.getSnapshot().items.map((i) => i.cartQuantity)).toEqual([1, 2]);
  });
});
