import { describe, expect, it, vi } from 'vitest';
import { windowStoreSubscribe } from './window-store';

describe('windowStoreSubscribe', () => {
  it('calls back on its own event and on storage, until unsubscribed', () => {
    const onChange = vi.fn();
    const unsubscribe = windowStoreSubscribe('test:changed')(onChange);
    window.dispatchEvent(new Event('test:changed'));
    window.dispatchEvent(new Event('storage'));
    window.dispatchEvent(new Event('other'));
    expect(onChange).toHaveBeenCalledTimes(2);
    unsubscribe();
    window.dispatchEvent(new Event('test:changed'));
    window.dispatchEvent(new Event('storage'));
    expect(onChange).toHaveBeenCalledTimes(2);
  });
});
