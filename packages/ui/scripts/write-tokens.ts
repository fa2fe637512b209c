import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { renderTokensCss } from '../src/tokens/render-css.ts';

const target = fileURLToPath(new URL('../src/styles/tokens.generated.css', import.meta.url));
writeFileSync(target, renderTokensCss());
console.info(`wrote ${target}`);
