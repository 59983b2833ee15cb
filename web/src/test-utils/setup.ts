import { cleanup, configure } from '@testing-library/react';
import { loadAccountMessages, startBrowserI18n } from '../lib/i18n/i18n';
import { afterEach, vi } from 'vitest';

// What Mantine needs and happy-dom lacks (after Mantine's vite-template vitest.setup).
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: vi.fn().mockImplementation((query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: vi.fn(),
    removeListener: vi.fn(),
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
    dispatchEvent: vi.fn(),
  })),
});

class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.ResizeObserver = ResizeObserverStub;
window.HTMLElement.prototype.scrollIntoView = () => {};
// Textarea autosize listens for font loads.
if (!document.fonts) {
  Object.defineProperty(document, 'fonts', { value: new EventTarget() });
}

// findBy*/waitFor give up after 1 s by default, too soon when the machine is busy.
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => {
  cleanup();
  window.localStorage.clear();
  window.sessionStorage.clear();
});

// Components read their labels through react-i18next: the app's Bangla catalogue, as a visitor
// who never switched sees it, with the account area's part.
await startBrowserI18n('bn');
await loadAccountMessages();
