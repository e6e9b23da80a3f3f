import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { fakeSquare, resetFakeSquare } from './fake-square';
import { fakeMatchMedia } from './match-media';

// Every wait is for the element or state the test needs, never for a fixed time. Its ceiling is
// generous: lazy routes are transformed on first import, and a two-core CI host shared with a
// browser and whole marketplaces (or a CPU hog) took over 10 s to show a page. A missing element
// still fails, naming what was looked for, well inside the 60 s test limit.
configure({ asyncUtilTimeout: 30_000 });

// The DOM helpers, for the files in jsdom (a file may ask for Node instead: `@vitest-environment node`).
if (typeof window !== 'undefined') {
  // jsdom lacks the layout APIs antd's responsive helpers call.
  if (!window.matchMedia) {
    Object.defineProperty(window, 'matchMedia', { writable: true, value: fakeMatchMedia(false) });
  }

  // Square's Web Payments SDK, as if its script had loaded (the card form's frame).
  window.Square = fakeSquare;

  if (!('ResizeObserver' in window)) {
    class ResizeObserverStub {
      observe() {}
      unobserve() {}
      disconnect() {}
    }
    Object.defineProperty(window, 'ResizeObserver', { writable: true, value: ResizeObserverStub });
  }

  // jsdom does not scroll; the router's scroll restoration calls this on every navigation.
  window.scrollTo = () => {};
}

afterEach(() => {
  cleanup();
  resetFakeSquare();
});
