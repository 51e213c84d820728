import { chromium } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium-headless-shell', args: ['--no-sandbox','--disable-gpu'] });
const ctx = await browser.newContext({ viewport: { width: 390, height: 844 } });
const page = await ctx.newPage();
await page.goto('http://localhost:3000/');
await page.screenshot({ path: '/tmp/x.png', fullPage: true });
for (let i = 0; i < 12; i++) { await page.waitForTimeout(1000); console.log(await page.evaluate(() => { const t = document.querySelector('.carousel__track'); return t ? [t.scrollLeft, document.querySelector('[aria-current="true"]')?.textContent?.slice(0,30)] : 'no track'; })); }
await browser.close();
