/**
 * WebKit (WebKitGTK's MiniBrowser, Debian's `libwebkit2gtk-4.1-0`) through selenium-webdriver and WebKitWebDriver
 * (`webkit2gtk-driver`) under `xvfb-run`, as `Engine` (`engine.ts`). MiniBrowser is a real window on a virtual
 * display, and keeps a window at least about 450 px wide.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { Builder, type WebDriver, type WebElement } from 'selenium-webdriver';
import type { Engine, EnginePage } from './engine.ts';

/** MiniBrowser's path: `HCUK_MINIBROWSER`, else where Debian's package puts it. */
export function miniBrowserPath(): string {
  if (process.env.HCUK_MINIBROWSER) return process.env.HCUK_MINIBROWSER;
  const listed = execFileSync('dpkg', ['-L', 'libwebkit2gtk-4.1-0'], { encoding: 'utf8' });
  const path = listed.split('\n').find((line) => line.endsWith('/MiniBrowser'));
  if (!path)
    throw new Error('[hcuk] e2e: MiniBrowser not found; apt-get install libwebkit2gtk-4.1-0 webkit2gtk-driver');
  return path;
}

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

/** Waits until the driver answers its status endpoint. */
async function driverReady(url: string, driver: ChildProcess): Promise<void> {
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    if (driver.exitCode !== null) throw new Error(`[hcuk] e2e: WebKitWebDriver exited with ${driver.exitCode}`);
    try {
      if ((await fetch(`${url}/status`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('[hcuk] e2e: WebKitWebDriver did not answer within 20 s');
}

/** Runs `expression` in the page through WebDriver's asynchronous script, passing a thrown error back as one. */
async function evaluateIn<T>(driver: WebDriver, expression: string): Promise<T> {
  const result = (await driver.executeAsyncScript(
    `const done = arguments[arguments.length - 1];
     Promise.resolve().then(() => (${expression})).then((value) => done({ value }), (error) => done({ error: String(error && error.stack || error) }));`,
  )) as { value?: T; error?: string };
  if (result.error !== undefined) throw new Error(`[hcuk] e2e: in WebKit: ${result.error}`);
  return result.value as T;
}

/** Starts WebKitWebDriver on a virtual display, with one MiniBrowser session (the driver allows one at a time). */
export async function startWebKit(): Promise<Engine> {
  const port = await freePort();
  const server = spawn('xvfb-run', ['-a', 'WebKitWebDriver', `--port=${port}`], { stdio: 'ignore', detached: true });
  const url = `http://127.0.0.1:${port}`;
  await driverReady(url, server);
  const driver = await new Builder()
    .usingServer(url)
    .withCapabilities({
      browserName: 'MiniBrowser',
      'webkitgtk:browserOptions': { binary: miniBrowserPath(), args: ['--automation'] },
    })
    .build();
  const capabilities = await driver.getCapabilities();
  const version = `WebKitGTK ${capabilities.get('browserVersion') ?? ''}`.trim();
  return {
    name: 'webkit',
    version,
    // The session's one window, emptied and resized: each page starts from a blank document.
    newPage: async (size): Promise<EnginePage> => {
      await driver.get('about:blank');
      await driver.manage().window().setRect({ width: size.width, height: size.height });
      // A new tab elsewhere has empty session storage; this window's first visit to a page forgets the last one's.
      let fresh = true;
      return {
        goto: async (address) => {
          if (fresh) {
            // Forgotten from a page of the same origin that loads nothing (any path the host does not serve).
            fresh = false;
            await driver.get(new URL('/__hcuk-blank', address).href);
            await driver.executeScript('sessionStorage.clear(); localStorage.clear();');
          }
          await driver.get(address);
        },
        evaluate: (expression) => evaluateIn(driver, expression),
        element: async (expression) => {
          const element = await evaluateIn<WebElement>(driver, expression);
          if (!element) throw new Error(`[hcuk] e2e: no element from ${expression.slice(0, 120)}`);
          return {
            click: () => element.click(),
            typeOver: async (text) => {
              await driver.executeScript('arguments[0].select()', element);
              await element.sendKeys(text);
            },
          };
        },
        pdf: async () => ({ unsupported: "WebKitGTK's WebDriver has no Print Page command and no media emulation" }),
        screenshot: async (path) => {
          writeFileSync(path, Buffer.from(await driver.takeScreenshot(), 'base64'));
        },
      };
    },
    close: async () => {
      await driver.quit().catch(() => {});
      if (server.pid) {
        try {
          process.kill(-server.pid, 'SIGTERM');
        } catch {
          // Already gone.
        }
      }
    },
  };
}
