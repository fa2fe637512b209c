// Takes a screenshot of a page in system Chromium, as a person would see it:
//   node .ci/screenshot.mjs <url> <out.png> [width] [height] [--dark] [--full]
import { chromium } from 'playwright-core';
import { chromiumArgs, findChromium } from './chromium.mjs';

const [url, out, width = '1280', height = '800'] = process.argv.slice(2).filter((a) => !a.startsWith('--'));
if (!url || !out)
  throw new Error('usage: node .ci/screenshot.mjs <url> <out.png> [width] [height] [--dark] [--full]');
const browser = await chromium.launch({ executablePath: findChromium() ?? undefined, args: chromiumArgs });
const page = await browser.newPage({
  viewport: { width: Number(width), height: Number(height) },
  colorScheme: process.argv.includes('--dark') ? 'dark' : 'light',
});
page.on('pageerror', (error) => console.error('page error:', error.message));
page.on('console', (message) => {
  if (message.type() === 'error' || message.type() === 'warning')
    console.error(`console ${message.type()}:`, message.text());
});
await page.goto(url, { waitUntil: 'networkidle' });
await page.screenshot({ path: out, fullPage: process.argv.includes('--full') });
await browser.close();
console.info(`saved ${out}`);
