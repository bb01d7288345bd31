// Browser-side tests run on jsdom with a real (in-memory) IndexedDB implementation.
import 'fake-indexeddb/auto';
import { afterEach } from 'vitest';

afterEach(() => {
  window.localStorage.clear();
});
