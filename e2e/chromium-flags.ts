/** Debian's Chromium and the flags every browser test here launches it with (e2e, and the stories in Vitest). */

/** The browser the tests drive; default `/usr/bin/chromium`, or `HCUK_CHROMIUM`. */
export const chromiumPath = process.env.HCUK_CHROMIUM ?? '/usr/bin/chromium';

/** Headless in a sandboxless container, and nothing that reaches the network on its own. */
export const chromiumFlags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
