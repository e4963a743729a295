import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// A screen loaded lazily (each signed-in view is its own chunk) is transformed on first import; on a
// busy machine that can take longer than Testing Library's default second of waiting.
configure({ asyncUtilTimeout: 3_000 });

// Without vitest globals Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
  document.title = '';
});
