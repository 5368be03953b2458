import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import fc from 'fast-check';
import { afterEach, expect, it } from 'vitest';
import { Button } from '../button/button.tsx';
import { HtmlContent } from './html-content.tsx';
import { safeCtaHref } from './safe-cta-href.ts';
import { sanitiseHtml } from './sanitise-html.ts';

type Pwned = { pwned?: number };
afterEach(() => {
  delete (window as Pwned).pwned;
});

it('renders content without running a script payload', async () => {
  const payload =
    '<p>Terms apply.</p><script>window.pwned = 1</script><img src="x" onerror="window.pwned = 2"><svg onload="window.pwned = 3"></svg>';
  const { container } = render(<HtmlContent html={payload} />);
  await new Promise((resolve) => setTimeout(resolve, 20));
  expect(screen.getByText('Terms apply.')).toBeTruthy();
  expect(container.querySelector('script')).toBeNull();
  expect(container.querySelector('[onerror], [onload]')).toBeNull();
  expect((window as Pwned).pwned).toBeUndefined();
});

it('drops a javascript: link so clicking it does nothing', async () => {
  const user = userEvent.setup();
  render(
    <HtmlContent html={'<a href="javascript:window.pwned=1">Claim offer</a> <a href="JaVa\tScript:alert(1)">x</a>'} />,
  );
  const link = await screen.findByText('Claim offer');
  expect(link.hasAttribute('href')).toBe(false);
  await user.click(link);
  expect((window as Pwned).pwned).toBeUndefined();
  expect(screen.getByText('x').hasAttribute('href')).toBe(false);
});

it('keeps http(s), relative, mailto: and tel: links and makes new-tab links safe', () => {
  const html = sanitiseHtml(
    '<a href="https://www.hyundai.co.uk/offers" target="_blank">a</a><a href="/finance">b</a><a href="mailto:ev@example.co.uk">c</a><a href="tel:+443301234567">d</a><a href="data:text/html,hi">e</a>',
  );
  expect(html).toBe(
    '<a href="https://www.hyundai.co.uk/offers" target="_blank" rel="noopener noreferrer">a</a><a href="/finance">b</a><a href="mailto:ev@example.co.uk">c</a><a href="tel:+443301234567">d</a><a>e</a>',
  );
});

it('applies the same policy to call-to-action buttons', () => {
  expect(safeCtaHref('https://www.example.co.uk/test-drive')).toBe('https://www.example.co.uk/test-drive');
  expect(safeCtaHref('offers/ioniq-5?from=calculator')).toBe('offers/ioniq-5?from=calculator');
  expect(safeCtaHref(' javascript:alert(1)')).toBeUndefined();
  expect(safeCtaHref('vbscript:msgbox')).toBeUndefined();
  const scriptUrl = 'javascript:window.pwned=1';
  render(<Button label="Book a test drive" href={scriptUrl} />);
  expect(screen.getByText('Book a test drive').closest('a')?.hasAttribute('href')).toBe(false);
});

it('strips inline styles, so content cannot lay a fixed overlay over the page', () => {
  const overlay =
    '<div style="position:fixed;inset:0;z-index:2147483647;background:#fff">You have won a free charger</div><a href="/offers" style="display:block;width:100vw">Claim</a>';
  expect(sanitiseHtml(overlay)).toBe('<div>You have won a free charger</div><a href="/offers">Claim</a>');
});

it('makes every link with a target safe, a named target too, not only _blank', () => {
  const html = sanitiseHtml('<a href="/offers" target="offers">a</a><a href="/finance" target="_top">b</a>');
  expect(html).toBe(
    '<a href="/offers" target="offers" rel="noopener noreferrer">a</a><a href="/finance" target="_top" rel="noopener noreferrer">b</a>',
  );
});

it.each([
  ['a no-break space', '\u00a0data:text/html,<script>alert(1)</script>'],
  ['an ideographic space', '\u3000file:///etc/passwd'],
  ['a byte order mark', '\ufeffvbscript:msgbox(1)'],
  ['a line separator', '\u2028javascript:alert(1)'],
  ['a paragraph separator and a tab inside', '\u2029java\tscript:alert(1)'],
  ['a next-line control', '\u0085javascript:alert(1)'],
])('drops a scheme hidden behind %s, as a CTA and in content', (_, href) => {
  expect(safeCtaHref(href)).toBeUndefined();
  expect(sanitiseHtml(`<a href="${href.replace(/"/g, '&quot;')}">x</a>`)).toBe('<a>x</a>');
});

it('returns exactly the string it checked: the href without what browsers and trim() strip around it', () => {
  expect(safeCtaHref('\u0001\u00a0\u3000 https://www.example.co.uk/offers \ufeff')).toBe(
    'https://www.example.co.uk/offers',
  );
  expect(sanitiseHtml('<a href="\u0001\u00a0/finance\u2028">x</a>')).toBe('<a href="/finance">x</a>');
});

const urlParts = fc.constantFrom(
  'javascript:',
  'JaVaScRiPt:',
  'data:',
  'file:',
  'vbscript:',
  'https:',
  'http:',
  'mailto:',
  'tel:',
  '//',
  '/',
  ':',
  'alert(1)',
  'x',
  '\t',
  '\n',
  '\r',
  ' ',
  '\u0000',
  '\u0001',
  '\u001f',
  '\u007f',
  '\u0085',
  '\u00a0',
  '\u1680',
  '\u2000',
  '\u2028',
  '\u2029',
  '\u202f',
  '\u3000',
  '\ufeff',
  '&#0;',
  '%0a',
);
const page = 'https://dealer.example/ev/calculator';

it('only ever returns an href the URL parser reads as http(s), mailto: or tel:', () => {
  fc.assert(
    fc.property(
      fc.array(urlParts, { maxLength: 8 }).map((parts) => parts.join('')),
      (href) => {
        const safe = safeCtaHref(href);
        if (safe === undefined) return;
        let protocol = 'https:';
        try {
          protocol = new URL(safe, page).protocol;
        } catch {
          return; // Not a URL at all: a browser renders it as a link to nowhere.
        }
        expect(['http:', 'https:', 'mailto:', 'tel:']).toContain(protocol);
      },
    ),
    { numRuns: 2000 },
  );
});

it('cannot dress content as the component: no hcuk- classes, parts, popovers or dialogs, and its ids are its own', () => {
  const costume =
    '<a href="/x" class="hcuk-modal__close offer" part="close-button" popover="manual" id="hcuk-title">×</a>' +
    '<div class="hcuk-modal HCUK-button">Claim</div><dialog open>Over everything</dialog>' +
    '<p popovertarget="x" slot="label">Terms</p>';
  expect(sanitiseHtml(costume)).toBe(
    '<a href="/x" class="offer" id="user-content-hcuk-title">×</a><div>Claim</div>Over everything<p>Terms</p>',
  );
});

it('cannot dress content as the calculator: its calc- classes and their is- states are removed, in any case', () => {
  const costume =
    '<a href="/claim" class="calc-tooltip__bubble offer">Claim your prize</a>' +
    '<div class="calc-problem CALC-problem__title is-selected Is-Negative">Your payment failed</div>' +
    '<p class="calculator-note terms">Terms</p>';
  expect(sanitiseHtml(costume)).toBe(
    '<a href="/claim" class="offer">Claim your prize</a><div>Your payment failed</div><p class="terms">Terms</p>',
  );
});

it('drops form controls, which could ask the visitor for details', () => {
  expect(sanitiseHtml('<p>Card: <input name="card"><button>Pay</button><select><option>1</option></select></p>')).toBe(
    '<p>Card: Pay1</p>',
  );
});

it("keeps images of the page's own host and drops images from anywhere else", () => {
  const html = sanitiseHtml(
    '<img src="/data/images/mg-mg4.svg" alt="MG4"><img src="https://tracker.example/p.gif" alt="a">' +
      '<img src="//tracker.example/p.gif" alt="b"><img src="/\t/tracker.example/p.gif" alt="c">' +
      '<img src="data:image/svg+xml,<svg/>" alt="d"><img src="images/charger.png" srcset="https://x.example/2x.png 2x" alt="e">' +
      '<video poster="https://x.example/p.png" src="/v.mp4"></video><table background="https://x.example/bg.png"></table>',
  );
  expect(html).toBe(
    '<img src="/data/images/mg-mg4.svg" alt="MG4"><img alt="a"><img alt="b"><img alt="c"><img alt="d">' +
      '<img src="images/charger.png" alt="e"><table></table>',
  );
});

it('never keeps an image source the URL parser reads as another host', () => {
  fc.assert(
    fc.property(
      fc.array(urlParts, { maxLength: 8 }).map((parts) => parts.join('')),
      (src) => {
        const image = new DOMParser().parseFromString(
          String(sanitiseHtml(`<img src="${src.replace(/"/g, '&quot;')}">`)),
          'text/html',
        );
        const kept = image.querySelector('img')?.getAttribute('src');
        if (kept === null || kept === undefined) return;
        expect(new URL(kept, page).origin).toBe(new URL(page).origin);
      },
    ),
    // Each run parses HTML twice in jsdom: 400 runs take about 2 s here, 1,000 could pass 5 s on a busy machine.
    { numRuns: 400 },
  );
}, 15_000);
