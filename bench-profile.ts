import { calculatorTag, hostPage, startCalculatorHost } from './e2e/calculator/calculator-host.ts';
import { calculatorOn, heading } from './e2e/calculator/calculator-page.ts';
import { launchChromium } from './e2e/launch-chromium.ts';
import { generatedCatalogue } from './ui/bench/generated-catalogue.ts';
const host = await startCalculatorHost((mockUrl) => ({ '/': hostPage(mockUrl, calculatorTag) }));
const browser = await launchChromium();
try {
  const page = await browser.context.newPage();
  const body = JSON.stringify(generatedCatalogue(5000));
  await page.route('**/GetRunningCostModels.json*', (r) => r.fulfill({ status: 200, contentType: 'application/json', body }));
  await page.goto(host.origin);
  const calc = calculatorOn(page);
  await calc.getByRole('button', { name: 'Next' }).click();
  await heading(calc, 'How will you charge?');
  await page.waitForLoadState('networkidle');
  const cdp = await browser.context.newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 50 });
  const root = `document.querySelector('hcuk-cost-saving-calculator').shadowRoot`;
  await cdp.send('Profiler.start');
  for (let i = 0; i < 5; i++) {
    await page.evaluate(`${root}.querySelector('button[type=submit]').click()`);
    await page.waitForTimeout(400);
    await page.evaluate(`${root}.querySelector('.calc-back').click()`);
    await page.waitForTimeout(400);
  }
  const { profile } = await cdp.send('Profiler.stop');
  const self = new Map<string, number>();
  const dt = profile.timeDeltas ?? [];
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  (profile.samples ?? []).forEach((id, i) => {
    const n = byId.get(id)!;
    const key = `${n.callFrame.functionName || '(anon)'} ${n.callFrame.url.split('/').pop()}:${n.callFrame.lineNumber}:${n.callFrame.columnNumber}`;
    self.set(key, (self.get(key) ?? 0) + (dt[i] ?? 0) / 1000);
  });
  for (const [k, v] of [...self].sort((a, b) => b[1] - a[1]).slice(0, 30)) console.log(v.toFixed(1).padStart(8), k);
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const stacks = new Map<string, number>();
  (profile.samples ?? []).forEach((id, i) => {
    const n = byId.get(id)!;
    if (n.callFrame.functionName !== 'getBoundingClientRect') return;
    let chain: string[] = []; let cur: number | undefined = parent.get(id);
    while (cur !== undefined && chain.length < 6) { const f = byId.get(cur)!.callFrame; chain.push(`${f.functionName || '(anon)'}@${f.url.split('/').pop()}:${f.lineNumber}:${f.columnNumber}`); cur = parent.get(cur); }
    const k = chain.join(' < ');
    stacks.set(k, (stacks.get(k) ?? 0) + (dt[i] ?? 0) / 1000);
  });
  for (const [k, v] of [...stacks].sort((a, b) => b[1] - a[1]).slice(0, 5)) console.log(v.toFixed(1), k);
} finally { await browser.close(); await host.close(); }
