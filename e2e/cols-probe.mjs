import { chromium } from 'playwright';
const [,, url, lang, width] = process.argv;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu'] });
for (const blockJs of [true, false]) {
  const ctx = await browser.newContext({ viewport: { width: Number(width||400), height: 800 }, javaScriptEnabled: !blockJs });
  await ctx.addCookies([{ name: 'language', value: lang, url }]);
  if (!blockJs) await ctx.addInitScript((l) => localStorage.setItem('language', l), lang);
  const page = await ctx.newPage();
  await page.goto(url);
  await page.waitForTimeout(blockJs ? 2500 : 5000);
  const info = await page.evaluate(() => {
    const row = document.querySelector('tr.product-row');
    const head = document.querySelector('thead tr');
    return {
      fonts: [...document.fonts].map(f => f.family + ':' + f.status).join(','),
      head: [...head.children].map(c => Math.round(c.getBoundingClientRect().width*100)/100 + ' ' + c.textContent),
      row: [...row.children].map(c => Math.round(c.getBoundingClientRect().width*100)/100 + 'x' + Math.round(c.getBoundingClientRect().height*100)/100 + ' ' + c.innerHTML.slice(0, 200)),
    };
  });
  console.log(blockJs ? 'PREVIEW' : 'APP', JSON.stringify(info, null, 1));
  await ctx.close();
}
await browser.close();
