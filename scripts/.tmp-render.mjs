import { chromium } from 'playwright';
import { readFileSync } from 'node:fs';
const [, , file, out, width = '880'] = process.argv;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const page = await browser.newPage({ viewport: { width: Number(width), height: 200 } });
const svg = readFileSync(file, 'utf8');
await page.setContent(`<body style="margin:0;background:#f8f7f2">${svg.replace(/width="\d+" height="\d+"/, `width="100%"`)}</body>`);
await page.screenshot({ path: out, fullPage: true });
await browser.close();
