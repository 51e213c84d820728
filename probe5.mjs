import { chromium } from '@playwright/test';
import axe from 'axe-core';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium-headless-shell', args: ['--no-sandbox','--disable-gpu'] });
const ctx = await browser.newContext({ viewport: { width: 390, height: 844 } });
const page = await ctx.newPage();
for (const path of ['/about', '/shop', '/login', '/']) {
await page.goto('http://localhost:3000' + path); await page.waitForTimeout(3000);
await page.evaluate(axe.source);
for (let i = 0; i < 3; i++) console.log(path, await page.evaluate(async () => {
  const seen = []; const o = new MutationObserver((m) => seen.push(...m.map((r) => r.type + ':' + (r.attributeName || '') + ':' + (r.target.className || r.target.nodeName))));
  o.observe(document.documentElement, { subtree: true, childList: true, attributes: true, characterData: true });
  await window.axe.run(document, {}); await new Promise((r) => setTimeout(r, 0)); o.disconnect(); return seen.slice(0, 5);
}));
}
await browser.close();
