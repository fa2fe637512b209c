import { lingui } from '@lingui/vite-plugin';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import type { PluginOption } from 'vite';

/** The plugins every bundle of ours needs: React with the Lingui macro, Lingui catalogs, Tailwind. */
export function sharedPlugins(): PluginOption[] {
  return [react({ babel: { plugins: ['@lingui/babel-plugin-lingui-macro'] } }), lingui(), tailwindcss()];
}
