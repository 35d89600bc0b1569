import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// Own setup instead of @tools/testing/setup: these screens make no network calls, so they
// need jest-dom and cleanup but not the MSW-backed Learn sandbox.
export default defineConfig({
  plugins: [react()],
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    restoreMocks: true,
  },
});
