import { defineProject } from 'vitest/config';

export default defineProject({
  test: { name: 'admin', environment: 'jsdom', include: ['src/**/*.test.{ts,tsx}'] },
});
