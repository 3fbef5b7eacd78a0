// Draws the app icons (PNG, 192 and 512 px, and a 512 px maskable one) from Rinshan's own
// tile artwork with headless Chromium. Run from the repository root after changing the
// design: node www/build/icons.mjs (playwright-core comes from tests/browser/). With
// ICONS_OUT=<folder> they are written there instead of www/icons (CI checks the command
// runs that way).
import { createRequire } from 'node:module';
import { writeFile } from 'node:fs/promises';
import { pathToFileURL } from 'node:url';

const out = process.env.ICONS_OUT ? pathToFileURL(`${process.env.ICONS_OUT}/`) : new URL('../icons/', import.meta.url);

const require = createRequire(new URL('../../tests/browser/package.json', import.meta.url));
const { chromium } = require('playwright-core');

// The favicon's tile (www/icon.svg): an ivory tile with Rinshan's mark, on the felt.
const tile = (x, y, w) => {
  const s = w / 30;
  return `<g transform="translate(${x} ${y}) scale(${s})">
    <rect x="0.6" y="0.6" width="28.8" height="38.8" rx="3.2" fill="#fbf7ea" stroke="#a79f88" stroke-width="1.2"/>
    <path d="M16 10L16 30M9 28 24 28" stroke="#17794a" stroke-width="3.4" stroke-linecap="round"/>
    <circle cx="15" cy="20" r="4" fill="#c8282d"/></g>`;
};
const any = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512">
  <rect width="512" height="512" rx="96" fill="#1f5f45"/>${tile(136, 76, 240)}</svg>`;
// Maskable: the felt bleeds to every edge; the tile stays inside the central 80 % circle.
const maskable = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512">
  <rect width="512" height="512" fill="#1f5f45"/>${tile(166, 136, 180)}</svg>`;

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--headless', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
});
const page = await browser.newPage();
for (const [name, svg, size] of [
  ['icon-192.png', any, 192],
  ['icon-512.png', any, 512],
  ['icon-maskable-512.png', maskable, 512],
]) {
  await page.setViewportSize({ width: size, height: size });
  await page.setContent(`<style>html,body{margin:0;background:transparent}svg{display:block;width:${size}px;height:${size}px}</style>${svg}`);
  await writeFile(new URL(name, out), await page.screenshot({ omitBackground: true }));
}
await browser.close();
