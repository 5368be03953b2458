/**
 * Debian's Chromium, with no DevTools session on a page while it loads: as far as the page can tell, a visitor's
 * browser. The bench speaks to the browser over `--remote-debugging-pipe` (JSON messages ended by a NUL byte). For each
 * load it opens a blank tab and attaches to it only to ask for the navigation, with no domain enabled. Chromium answers
 * `Page.navigate` when the page commits, and the bench detaches then, before the embed is even downloaded. So while the
 * page's scripts run, its renderer has no inspector session: no request's stack is recorded, no console is mirrored.
 *
 * Why: with Playwright or puppeteer attached, Chromium records the whole stack of every request a page starts, and a
 * request started while a large script's top-level code is on the stack makes the engine work out source positions
 * for the whole script (about 10 ms for the embed). A visitor never pays that.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable, Writable } from 'node:stream';
import { chromiumFlags, chromiumPath } from '../chromium-flags.ts';

/**
 * The tests' flags, and what Playwright adds that changes how fast a page runs, so both benches load pages alike: no
 * timer throttling or lower priority for a tab the browser thinks is hidden, and no paint holding (Chromium keeps
 * the old page on screen until the new one has painted something worth showing, which delays the first frame).
 */
const flags = [
  ...chromiumFlags,
  '--disable-background-timer-throttling',
  '--disable-backgrounding-occluded-windows',
  '--disable-renderer-backgrounding',
  '--disable-features=PaintHolding',
];

interface Reply {
  id?: number;
  result?: Record<string, unknown>;
  error?: { message: string };
}

/** An unattended headless Chromium: load a URL in a fresh tab, close that tab, close the browser. */
export interface UnattendedChromium {
  /** Opens a blank tab, starts navigating it to `url` and leaves it; resolves with a function that closes the tab. */
  open(url: string): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

/** Launches Chromium headless on a throwaway profile, 1280 × 900, with `flags`. */
export async function launchUnattendedChromium(): Promise<UnattendedChromium> {
  const profile = mkdtempSync(join(tmpdir(), 'hcuk-unattended-'));
  const browser: ChildProcess = spawn(
    chromiumPath,
    [
      ...flags,
      '--headless',
      '--remote-debugging-pipe',
      `--user-data-dir=${profile}`,
      '--window-size=1280,900',
      'about:blank',
    ],
    // Chromium reads commands on fd 3 and writes replies and events on fd 4.
    { stdio: ['ignore', 'ignore', 'ignore', 'pipe', 'pipe'] },
  );
  const commands = browser.stdio[3] as Writable;
  const replies = browser.stdio[4] as Readable;
  const waiting = new Map<number, { resolve: (result: Record<string, unknown>) => void; reject: (e: Error) => void }>();
  let unread = '';
  replies.setEncoding('utf8');
  replies.on('data', (text: string) => {
    unread += text;
    for (let end = unread.indexOf('\0'); end >= 0; end = unread.indexOf('\0')) {
      const reply = JSON.parse(unread.slice(0, end)) as Reply;
      unread = unread.slice(end + 1);
      const caller = reply.id === undefined ? undefined : waiting.get(reply.id);
      if (!caller || reply.id === undefined) continue; // an event: the bench waits for none
      waiting.delete(reply.id);
      if (reply.error) caller.reject(new Error(`[hcuk] bench: Chromium refused a command: ${reply.error.message}`));
      else caller.resolve(reply.result ?? {});
    }
  });
  // Once the browser has quit, or never started (a wrong HCUK_CHROMIUM), every command waiting and every later one fails
  // with what happened, so the bench stops with the reason instead of waiting for ever.
  let gone: Error | undefined;
  const failAll = (why: string) => {
    gone ??= new Error(`[hcuk] bench: ${why}`);
    for (const caller of waiting.values()) caller.reject(gone);
    waiting.clear();
  };
  const exited = new Promise<void>((resolve) => {
    browser.once('error', (error) => {
      failAll(`Chromium did not start (${chromiumPath}): ${error.message}`);
      resolve();
    });
    browser.once('exit', (code) => {
      failAll(`Chromium exited (${code})`);
      resolve();
    });
  });
  commands.on('error', (error) => failAll(`Chromium stopped reading commands: ${error.message}`));
  let lastId = 0;
  const send = (method: string, params: Record<string, unknown> = {}, sessionId?: string) =>
    new Promise<Record<string, unknown>>((resolve, reject) => {
      if (gone) {
        reject(gone);
        return;
      }
      lastId += 1;
      const id = lastId;
      waiting.set(id, { resolve, reject });
      const message = JSON.stringify({ id, method, params, ...(sessionId ? { sessionId } : {}) });
      commands.write(`${message}\0`, (error) => {
        if (error) failAll(`Chromium stopped reading commands: ${error.message}`);
      });
    });
  /** Asks Chromium to quit (unless it has already gone), stops it if it has not within 5 s, and removes the profile. */
  const stop = async () => {
    if (!gone) await send('Browser.close').catch(() => {});
    const quit = await Promise.race([exited.then(() => true), new Promise((r) => setTimeout(() => r(false), 5000))]);
    if (!quit) browser.kill();
    await exited;
    rmSync(profile, { recursive: true, force: true });
  };
  try {
    await send('Browser.getVersion');
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    async open(url) {
      const { targetId } = await send('Target.createTarget', { url: 'about:blank' });
      const { sessionId } = (await send('Target.attachToTarget', { targetId, flatten: true })) as { sessionId: string };
      // No domain is enabled: the session exists only to ask for the navigation, and goes as soon as it is answered.
      await send('Page.navigate', { url }, sessionId);
      await send('Target.detachFromTarget', { sessionId });
      return async () => {
        await send('Target.closeTarget', { targetId });
      };
    },
    close: stop,
  };
}
