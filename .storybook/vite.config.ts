import { defineConfig } from 'vite';
import { sharedPlugins } from '../vite.shared.ts';

/** Storybook's own Vite config: the same plugins as the app, so stories render exactly as the lobby does. */
export default defineConfig({
  plugins: sharedPlugins(),
});
