import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';

export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'de', 'es', 'fr'],
  fallbackLocales: { default: 'en' },
  catalogs: [
    {
      path: '<rootDir>/locales/{locale}/messages',
      include: [
        '<rootDir>/packages/ui/src',
        '<rootDir>/packages/lobby-app/src',
        '<rootDir>/packages/lobby-app/demo-casino/panel',
      ],
      exclude: ['**/node_modules/**', '**/*.stories.tsx', '**/*.test.ts', '**/*.test.tsx'],
    },
  ],
  format: formatter({ lineNumbers: false }),
  orderBy: 'messageId',
});
