import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
const url = process.argv[2];
const flags = process.env.FLAGS ? process.env.FLAGS.split(' ') : [];
const out = [];
for (let i = 0; i < Number(process.env.N || 5); i++) {
  const chrome = await launch({ chromePath: '/usr/bin/chromium', chromeFlags: ['--headless=new', '--no-sandbox', ...flags] });
  const r = await lighthouse(url, { port: chrome.port, logLevel: 'error', onlyCategories: ['performance'] });
  chrome.kill();
  const m = r.lhr.audits.metrics.details.items[0];
  out.push(`${m.observedFirstContentfulPaint}/${Math.round(m.firstContentfulPaint)}/${Math.round(m.largestContentfulPaint)}/${Math.round(r.lhr.audits['total-blocking-time'].numericValue)}/${Math.round(r.lhr.categories.performance.score*100)}`);
}
console.log(process.env.FLAGS, url, out.join(' '));
