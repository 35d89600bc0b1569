// Registers jest-dom matchers (and their types) and unmounts rendered trees between tests.
import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { webStorage } from '../web-storage.ts';

afterEach(() => {
  // Pure tests opt into the node environment, where there is no DOM to clean.
  if (typeof window === 'undefined') return;
  cleanup();
  // The browser's areas and the in-memory fallback alike.
  webStorage('local').clear();
  webStorage('session').clear();
});
