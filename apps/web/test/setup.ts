// Shared setup for the web (jsdom) test project.
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { useFastComputedStyle } from './computed-style.js';

// The files of a worker share its jsdom and the packages they import (vitest.config.ts), but each file
// evaluates our modules afresh: no store, cache or registry of one file is seen by the next.
vi.resetModules();

// A lazy route's first load (its chunk transformed on demand) can take over the default 1 s on a loaded 2-core
// machine; findBy*/waitFor wait up to 5 s for what does appear (an absence still passes at once).
configure({ asyncUtilTimeout: 5000 });

// Vitest runs without globals, so Testing Library cannot register its own cleanup. A test also leaves no
// nodes of its own (the islands' pages), storage or title to the next one.
afterEach(() => {
  cleanup();
  document.body.replaceChildren();
  document.title = '';
  localStorage.clear();
  sessionStorage.clear();
});

// jsdom has no navigator.sendBeacon (the funnel's events): a recorder the islands' tests may read.
if (typeof navigator !== 'undefined' && !('sendBeacon' in navigator)) {
  Object.defineProperty(navigator, 'sendBeacon', { value: vi.fn(() => true), configurable: true, writable: true });
}
afterEach(() => (navigator as Navigator & { sendBeacon?: { mockClear?: () => void } }).sendBeacon?.mockClear?.());

// jsdom's getComputedStyle walks its whole default style sheet on each call; role queries call it per node.
if (typeof window !== 'undefined' && !(window as { fastComputedStyle?: true }).fastComputedStyle) {
  useFastComputedStyle(window);
  (window as { fastComputedStyle?: true }).fastComputedStyle = true;
}

// jsdom lacks a few browser APIs that UI primitives may touch.
if (!('ResizeObserver' in globalThis)) {
  class ResizeObserverStub {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  (globalThis as unknown as { ResizeObserver: typeof ResizeObserverStub }).ResizeObserver = ResizeObserverStub;
}
if (typeof Element !== 'undefined' && !Element.prototype.scrollIntoView) {
  Element.prototype.scrollIntoView = () => {};
}
