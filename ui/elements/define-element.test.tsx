import { act } from '@testing-library/react';
import { useEffect } from 'react';
import { describe, expect, it, vi } from 'vitest';
import uiPackage from '../package.json' with { type: 'json' };
import { mount, shadowQueries, update } from '../test/shadow.ts';
import { booleanAttribute, jsonAttribute, numberAttribute, stringAttribute } from './attribute-types.ts';
import { createElementClass, firstRenderHoldMs, hcukElementTag, hcukElementVersion } from './define-element.ts';
import { registerElement } from './register-element.ts';

const unmounted = vi.fn();
const isNumberList = (value: unknown): value is number[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'number');

function Probe(props: Record<string, unknown>) {
  useEffect(() => () => unmounted(), []);
  return <output>{JSON.stringify(props)}</output>;
}

const TestElement = createElementClass({
  tag: 'hcuk-test-probe',
  summary: 'A probe that shows its props.',
  attributes: {
    brand: stringAttribute({ default: 'Hyundai', description: 'Brand.' }),
    maxCompare: numberAttribute({ default: 3, min: 1, max: 6, integer: true, description: 'Maximum.' }),
    print: booleanAttribute({ description: 'Print.' }),
    showVehicleCta: booleanAttribute({ default: true, description: 'Vehicle CTA.' }),
    editions: jsonAttribute<number[]>({ default: [], isValid: isNumberList, type: 'number[]', description: 'Ids.' }),
  },
  events: {},
  parts: [],
  styles: ':host { display: block; }',
  render: (props) => <Probe {...props} />,
});
registerElement('hcuk-test-probe', TestElement);

// What an early start (a download, a request) is given on each connection, and each removal.
const connects: string[] = [];
const disconnects: HTMLElement[] = [];
registerElement(
  'hcuk-test-early',
  createElementClass({
    tag: 'hcuk-test-early',
    summary: 'A probe that records each connection.',
    attributes: { brand: stringAttribute({ default: 'Hyundai', description: 'Brand.' }) },
    events: {},
    parts: [],
    styles: '',
    render: (props) => <Probe {...props} />,
    onConnect: (props) => {
      connects.push(props.brand);
      return undefined;
    },
    onDisconnect: ({ host }) => disconnects.push(host),
  }),
);

// What its first render waits for: a promise the test settles, or none.
let ready: Promise<unknown> | undefined;
registerElement(
  'hcuk-test-held',
  createElementClass({
    tag: 'hcuk-test-held',
    summary: 'A probe whose first render waits for what its connection started.',
    attributes: { brand: stringAttribute({ default: 'Hyundai', description: 'Brand.' }) },
    events: {},
    parts: [],
    styles: '',
    render: (props) => <Probe {...props} />,
    onConnect: () => ready,
  }),
);

/** A promise and its resolve and reject. */
function settleable() {
  let resolve: () => void = () => {};
  let reject: (error: Error) => void = () => {};
  const promise = new Promise<void>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

const propsOf = (host: HTMLElement) => JSON.parse(shadowQueries(host).getByRole('status').textContent ?? '{}');

describe('createElementClass', () => {
  it('maps string, number, boolean and JSON attributes to typed props', async () => {
    const host = await mount(
      `<hcuk-test-probe brand="Kia" max-compare="4" print show-vehicle-cta="false" editions="[101, 102]"></hcuk-test-probe>`,
    );
    expect(propsOf(host)).toEqual({
      brand: 'Kia',
      maxCompare: 4,
      print: true,
      showVehicleCta: false,
      editions: [101, 102],
    });
  });

  it('re-renders on an attribute change and maps a removed attribute back to its default', async () => {
    const host = await mount(`<hcuk-test-probe brand="Kia" max-compare="2" print></hcuk-test-probe>`);
    await update(() => host.setAttribute('brand', 'Genesis'));
    expect(propsOf(host)).toMatchObject({ brand: 'Genesis', maxCompare: 2, print: true });
    await update(() => {
      host.removeAttribute('brand');
      host.removeAttribute('max-compare');
      host.removeAttribute('print');
    });
    expect(propsOf(host)).toMatchObject({ brand: 'Hyundai', maxCompare: 3, print: false });
  });

  it('uses hcukConfig.attributes as defaults, and returns to them when an attribute is removed', async () => {
    window.hcukConfig = { attributes: { brand: 'Genesis', 'max-compare': 2, editions: [7] } };
    const host = await mount(`<hcuk-test-probe brand="Kia"></hcuk-test-probe>`);
    expect(propsOf(host)).toMatchObject({ brand: 'Kia', maxCompare: 2, editions: [7] });
    await update(() => host.removeAttribute('brand'));
    expect(propsOf(host)).toMatchObject({ brand: 'Genesis' });
  });

  it('warns about an invalid value, naming the element, attribute and rule, and uses the default', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const host = await mount(`<hcuk-test-probe max-compare="lots" editions="[oops"></hcuk-test-probe>`);
    expect(propsOf(host)).toMatchObject({ maxCompare: 3, editions: [] });
    expect(warn.mock.calls).toEqual([
      [
        '[hcuk] <hcuk-test-probe> attribute "max-compare" expects a whole number from 1 to 6, got "lots"; using the default',
      ],
      ['[hcuk] <hcuk-test-probe> attribute "editions" expects JSON of type number[], got "[oops"; using the default'],
    ]);
  });

  it('warns about a site-section outside its list, as about any attribute, naming the values it takes', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await mount(`<hcuk-test-probe site-section="used cars"></hcuk-test-probe>`);
    expect(warn.mock.calls).toEqual([
      [
        '[hcuk] <hcuk-test-probe> attribute "site-section" expects one of "admin", "quoting steps", "cost comparison calculator", "used cars section", got "used cars"; using the default',
      ],
    ]);
  });

  it('treats a number outside its range, or a fraction where a whole number is due, as invalid', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const page = await mount(`<div>
      <hcuk-test-probe max-compare="7"></hcuk-test-probe>
      <hcuk-test-probe max-compare="0"></hcuk-test-probe>
      <hcuk-test-probe max-compare="2.5"></hcuk-test-probe>
      <hcuk-test-probe max-compare="6"></hcuk-test-probe>
    </div>`);
    const values = Array.from(
      page.querySelectorAll('hcuk-test-probe'),
      (host) => propsOf(host as HTMLElement).maxCompare,
    );
    expect(values).toEqual([3, 3, 3, 6]);
  });

  it('warns once per element, attribute and value, not on every render', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const host = await mount(`<hcuk-test-probe max-compare="9"></hcuk-test-probe>`);
    await update(() => host.setAttribute('brand', 'Kia'));
    await update(() => host.setAttribute('print', ''));
    await mount(`<hcuk-test-probe max-compare="9"></hcuk-test-probe>`);
    await update(() => host.setAttribute('max-compare', '12'));
    expect(warn.mock.calls.map(([message]) => String(message).match(/got "\d+"/)?.[0])).toEqual([
      'got "9"',
      'got "12"',
    ]);
  });

  it('warns once about an hcukConfig default that does not fit, and uses the element default', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    window.hcukConfig = { attributes: { 'max-compare': 40 } };
    const host = await mount(`<hcuk-test-probe></hcuk-test-probe>`);
    await update(() => host.setAttribute('brand', 'Kia'));
    expect(propsOf(host)).toMatchObject({ maxCompare: 3 });
    expect(warn.mock.calls).toEqual([
      [
        '[hcuk] hcukConfig.attributes["max-compare"] is not valid for <hcuk-test-probe>: it expects a whole number from 1 to 6; ignoring it',
      ],
    ]);
  });

  it('warns once about a misspelt attribute, naming the one it probably means', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const host = await mount(
      `<hcuk-test-probe max-compre="4" brand="Kia" title="Costs" data-id="7"></hcuk-test-probe>`,
    );
    await act(async () => document.body.append(host));
    expect(warn.mock.calls).toEqual([
      ['[hcuk] <hcuk-test-probe> has no attribute "max-compre"; did you mean "max-compare"?'],
    ]);
  });

  it('renders into an open shadow root with the theme on its root', async () => {
    const host = await mount(`<hcuk-test-probe theme="dark"></hcuk-test-probe>`);
    expect(host.shadowRoot?.querySelector('.hcuk-root')?.getAttribute('data-theme')).toBe('dark');
    expect(host.shadowRoot?.querySelector('style')?.textContent).toContain('--hcuk-color-primary');
  });

  it('unmounts the React tree when removed from the page, but not when moved', async () => {
    unmounted.mockClear();
    const host = await mount(`<hcuk-test-probe></hcuk-test-probe>`);
    await act(async () => document.body.append(host));
    expect(unmounted).not.toHaveBeenCalled();
    await act(async () => host.remove());
    expect(unmounted).toHaveBeenCalledTimes(1);
    await act(async () => document.body.append(host));
    expect(propsOf(host)).toMatchObject({ brand: 'Hyundai' });
  });

  it('calls onConnect with the current props on each connection, but not on a move', async () => {
    window.hcukConfig = { attributes: { brand: 'Genesis' } };
    const host = await mount(`<hcuk-test-early></hcuk-test-early>`);
    expect(connects).toEqual(['Genesis']);
    await act(async () => document.body.append(host));
    expect(connects).toEqual(['Genesis']);
    await act(async () => host.remove());
    await update(() => host.setAttribute('brand', 'Kia'));
    await act(async () => document.body.append(host));
    expect(connects).toEqual(['Genesis', 'Kia']);
  });

  it('calls onDisconnect when an instance is removed, but not when it is moved', async () => {
    disconnects.length = 0;
    const host = await mount(`<hcuk-test-early></hcuk-test-early>`);
    await act(async () => document.body.append(host));
    expect(disconnects).toEqual([]);
    await act(async () => host.remove());
    expect(disconnects).toEqual([host]);
  });
});

describe('the first render held for what onConnect started', () => {
  const shown = (host: HTMLElement) => shadowQueries(host).queryByRole('status') !== null;

  it('renders as soon as it arrives, with the attributes as they are then', async () => {
    const arrival = settleable();
    ready = arrival.promise;
    const host = await mount(`<hcuk-test-held brand="Kia"></hcuk-test-held>`);
    expect(shown(host)).toBe(false);
    await update(() => host.setAttribute('brand', 'MG'));
    expect(shown(host)).toBe(false);
    await act(async () => arrival.resolve());
    expect(propsOf(host)).toMatchObject({ brand: 'MG' });
  });

  it('renders when it fails too: the component shows the failure, not a blank element', async () => {
    const arrival = settleable();
    ready = arrival.promise;
    const host = await mount(`<hcuk-test-held></hcuk-test-held>`);
    await act(async () => arrival.reject(new Error('offline')));
    expect(shown(host)).toBe(true);
  });

  it(`renders after ${firstRenderHoldMs} ms when it has not arrived, so a slow start shows its loading state`, async () => {
    vi.useFakeTimers();
    try {
      ready = new Promise(() => {});
      const host = await mount(`<hcuk-test-held></hcuk-test-held>`);
      await act(async () => vi.advanceTimersByTime(firstRenderHoldMs - 1));
      expect(shown(host)).toBe(false);
      await act(async () => vi.advanceTimersByTime(1));
      expect(shown(host)).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });

  it('holds a tree made again on reconnection for its own start, not the one before', async () => {
    const first = settleable();
    ready = first.promise;
    const host = await mount(`<hcuk-test-held></hcuk-test-held>`);
    await act(async () => host.remove());
    const second = settleable();
    ready = second.promise;
    await act(async () => document.body.append(host));
    await act(async () => first.resolve());
    expect(shown(host)).toBe(false);
    await act(async () => second.resolve());
    expect(shown(host)).toBe(true);
  });

  it('renders at once without a promise', async () => {
    ready = undefined;
    const host = await mount(`<hcuk-test-held></hcuk-test-held>`);
    expect(shown(host)).toBe(true);
  });
});

describe('registerElement', () => {
  it('is safe to run twice and warns when another script owns the tag', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(registerElement('hcuk-test-probe', TestElement)).toBe(false);
    expect(warn).not.toHaveBeenCalled();
    customElements.define('hcuk-test-foreign', class extends HTMLElement {});
    expect(registerElement('hcuk-test-foreign', TestElement)).toBe(false);
    expect(warn).toHaveBeenCalledWith(
      '[hcuk] <hcuk-test-foreign> is already defined by another script; keeping that definition, this one is not registered',
    );
  });

  it('names the other version of the embed that owns the tag, once, and keeps it', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    // A tag manager's old copy of the embed, loaded first: its elements carry its version.
    const older = (tag: string) =>
      class extends HTMLElement {
        static readonly [hcukElementTag] = tag;
        static readonly [hcukElementVersion] = '3.6.9';
      };
    customElements.define('hcuk-test-older', older('hcuk-test-older'));
    customElements.define('hcuk-test-older-too', older('hcuk-test-older-too'));
    expect(registerElement('hcuk-test-older', TestElement)).toBe(false);
    expect(registerElement('hcuk-test-older-too', TestElement)).toBe(false);
    expect(warn.mock.calls).toEqual([
      [
        `[hcuk] <hcuk-test-older> is already defined by hcuk-genesis 3.6.9, loaded first on this page, so that version runs and this copy (${uiPackage.version}) is not registered: load one version of the embed per page`,
      ],
    ]);
    expect(customElements.get('hcuk-test-older')).not.toBe(TestElement);
  });
});
