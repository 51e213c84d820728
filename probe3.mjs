import { chromium } from '@playwright/test';
import axe from 'axe-core';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium-headless-shell', args: ['--no-sandbox','--disable-gpu'] });
const ctx = await browser.newContext({ viewport: { width: 1280, height: 900 } });
const page = await ctx.newPage();
await page.goto('http://localhost:3000/'); await page.waitForTimeout(1500);
await page.screenshot({ path: '/tmp/x.png', fullPage: true }); await page.setViewportSize({ width: 390, height: 844 }); await page.screenshot({ path: '/tmp/x.png', fullPage: true }); await page.evaluate(axe.source);
let bad = 0, badScrolled = 0, scrolledTotal = 0;
const end = Date.now() + 22000; let reads = 0; while (Date.now() < end) { reads++;
  const r = await page.evaluate(async () => {
    let scrolled = false; const on = () => (scrolled = true);
    document.addEventListener('scroll', on, { capture: true, passive: true });
    const res = await window.axe.run(document, {});
    document.removeEventListener('scroll', on, { capture: true });
    return { n: res.violations.length, scrolled };
  });
  if (r.n) bad++; if (r.n && r.scrolled) badScrolled++; if (r.scrolled) scrolledTotal++;
}
console.log({ reads, bad, badScrolled, scrolledTotal });
await browser.close();
