import { afterEach, expect, it } from 'vitest';
import { startFirstViewCollector, withFirstViewWatch } from './first-view-unattended.ts';

let close = async () => {};
afterEach(() => close());

it('puts the watch first in the head, ahead of the page’s own scripts, reporting to the collector', () => {
  const page = '<!doctype html><html><head><script>window.hcukConfig = {};</script></head><body></body></html>';
  const watched = withFirstViewWatch(page, { tag: 'hcuk-x', label: 'Average MPG' }, 'http://127.0.0.1:9/');
  const firstScript = watched.indexOf('<script>');
  expect(watched.slice(firstScript)).toMatch(/^<script>\(function reportByBeacon\(/);
  expect(firstScript).toBeLessThan(watched.indexOf('window.hcukConfig'));
  expect(watched).toContain('"http://127.0.0.1:9/"');
  expect(watched).toContain('{"tag":"hcuk-x","label":"Average MPG"}');
  expect(() => withFirstViewWatch('<html><head lang="en">', { tag: 'hcuk-x', label: 'x' }, 'http://x/')).toThrow(
    'a watched page needs a plain <head>',
  );
});

it('hands each load its own report, by the load named in the beacon’s query', async () => {
  const collector = await startFirstViewCollector();
  close = collector.close;
  const second = collector.next('2');
  const first = collector.next('1');
  const beacon = (load: string, shownMs: number) =>
    fetch(`${collector.url}?load=${load}`, { method: 'POST', body: JSON.stringify({ shownMs, firstFetchMs: 5 }) });
  await beacon('1', 101.5);
  await beacon('2', 88);
  expect(await first).toEqual({ shownMs: 101.5, firstFetchMs: 5 });
  expect(await second).toEqual({ shownMs: 88, firstFetchMs: 5 });
});
