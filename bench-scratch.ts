import { calculatorTag, hostPage, startCalculatorHost } from './e2e/calculator/calculator-host.ts';
import { launchChromium } from './e2e/launch-chromium.ts';
import { timeModelsStep, type ModelsStepCosts } from './ui/bench/models-step-timing.ts';
import { printModelsStep } from './ui/bench/report.ts';
const host = await startCalculatorHost((mockUrl) => ({ '/': hostPage(mockUrl, calculatorTag) }));
const browser = await launchChromium();
try {
  const runs: ModelsStepCosts[] = [];
  for (const n of (process.env.SIZES ?? '1000,5000,10000').split(',').map(Number)) runs.push(await timeModelsStep(browser.context, host.origin, n));
  printModelsStep(runs, 100);
} finally { await browser.close(); await host.close(); }
