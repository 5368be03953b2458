/**
 * One browser engine as the cross-engine journey drives it (`core-journey.ts`): Chromium through playwright-core,
 * Firefox through puppeteer-core over WebDriver BiDi, WebKit (WebKitGTK's MiniBrowser) through selenium-webdriver
 * and WebKitWebDriver. All three are Debian's packages; no test tool downloads a browser of its own. The page is
 * driven the same way in each: scripts find things (in the calculator's shadow roots) as a visitor would, by role and
 * name, and the engine's own input clicks and types on what they found.
 */

/** The engines `npm test` runs the core journey in. */
export type EngineName = 'chromium' | 'firefox' | 'webkit';

/** An element a page script found: the engine's native input acts on it. */
export interface EngineElement {
  click: () => Promise<void>;
  /** Replaces the control's text with `text`, typed key by key. */
  typeOver: (text: string) => Promise<void>;
}

/** A tab. */
export interface EnginePage {
  /** Loads `url` and waits for its load event. */
  goto: (url: string) => Promise<void>;
  /** Evaluates a JavaScript expression (a promise is awaited) and resolves with its JSON-able value. */
  evaluate: <T>(expression: string) => Promise<T>;
  /** Evaluates an expression that gives an element (a promise is awaited). */
  element: (expression: string) => Promise<EngineElement>;
  /**
   * The page printed to an A4 PDF (print media), or the reason the engine's driver cannot print: WebKitGTK's
   * WebDriver has no Print Page command and no media emulation.
   */
  pdf: () => Promise<Uint8Array | { unsupported: string }>;
  /** A PNG of the viewport. */
  screenshot: (path: string) => Promise<void>;
}

/** A running browser. */
export interface Engine {
  name: EngineName;
  /** The browser's own name and version, as it reports them. */
  version: string;
  /** A new tab about `width` × `height` CSS pixels. */
  newPage: (size: { width: number; height: number }) => Promise<EnginePage>;
  close: () => Promise<void>;
}
