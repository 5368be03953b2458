import { act } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, expect, it, vi } from 'vitest';
import { registerAllElements } from '../elements/register-all.ts';
import { mount, shadowQueries } from '../test/shadow.ts';
import { trackClicks } from './click-tracking.ts';

beforeAll(() => registerAllElements());
const dataLayer = () => (window as unknown as { dataLayer?: unknown[] }).dataLayer ?? [];

async function clickInside(host: HTMLElement, role: 'button' | 'link') {
  await act(async () => userEvent.click(shadowQueries(host).getByRole(role)));
}

it('reports tracking-title first, then title, then text, else NO TEXT', async () => {
  const withTrackingTitle = await mount('<hcuk-button tracking-title="Hero CTA" label="Apply now"></hcuk-button>');
  const withText = await mount('<hcuk-button>  Book a   test drive </hcuk-button>');
  // accessible-label names the button for screen readers but is not in the tracking precedence.
  const iconOnly = await mount('<hcuk-button icon="print" accessible-label="Print your results"></hcuk-button>');
  await clickInside(withTrackingTitle, 'button');
  await clickInside(withText, 'button');
  await clickInside(iconOnly, 'button');
  expect(dataLayer().map((event) => (event as { link_text: string }).link_text)).toEqual([
    'Hero CTA',
    'Book a test drive',
    'NO TEXT',
  ]);
});

it('prefers title to visible text, and tracking-title to title', async () => {
  const titled = await mount('<hcuk-button>Book a test drive</hcuk-button>');
  const both = await mount('<hcuk-button tracking-title="Hero CTA">Apply now</hcuk-button>');
  // <hcuk-button> has no title attribute: the title goes on the button it renders.
  shadowQueries(titled).getByRole('button').setAttribute('title', 'Book at your nearest dealer');
  shadowQueries(both).getByRole('button').setAttribute('title', 'Apply for finance');
  await clickInside(titled, 'button');
  await clickInside(both, 'button');
  expect(dataLayer()).toMatchObject([
    { event: 'cta_click', link_text: 'Book at your nearest dealer', link_url: '' },
    { event: 'cta_click', link_text: 'Hero CTA', link_url: '' },
  ]);
});

it('reports a link with its href and the element’s site section, once per click', async () => {
  const host = await mount(
    '<hcuk-button site-section="used cars section" href="https://www.example.co.uk/used-cars" variant="link">Used cars</hcuk-button>',
  );
  // jsdom cannot navigate; the click is still tracked before the default action.
  host.addEventListener('click', (event) => event.preventDefault());
  await clickInside(host, 'link');
  expect(dataLayer()).toEqual([
    {
      event: 'cta_click',
      site_section: 'used cars section',
      link_text: 'Used cars',
      link_url: 'https://www.example.co.uk/used-cars',
    },
  ]);
});

it('skips an element with ignore-tracking, or inside one', async () => {
  const ignored = await mount('<hcuk-button ignore-tracking>Reset</hcuk-button>');
  const inside = await mount('<section ignore-tracking><hcuk-button>Clear all</hcuk-button></section>');
  await clickInside(ignored, 'button');
  await clickInside(inside.querySelector('hcuk-button') as HTMLElement, 'button');
  expect(dataLayer()).toEqual([]);
});

it('passes the element the click came from and the clicked element to onTrackingEvent, out of the data layer', async () => {
  const seen: unknown[][] = [];
  window.hcukConfig = { onTrackingEvent: (...args) => seen.push(args) };
  const link = await mount('<hcuk-button href="/offers" variant="link">View offers</hcuk-button>');
  const button = await mount('<hcuk-button>Compare</hcuk-button>');
  link.addEventListener('click', (event) => event.preventDefault());
  await clickInside(link, 'link');
  await clickInside(button, 'button');
  const linkEvent = { event: 'cta_click', site_section: 'cost comparison calculator', link_text: 'View offers' };
  const buttonEvent = { event: 'cta_click', site_section: 'cost comparison calculator', link_text: 'Compare' };
  expect(seen).toEqual([
    [
      { ...linkEvent, link_url: '/offers' },
      { source: link, element: 'a' },
    ],
    [
      { ...buttonEvent, link_url: '' },
      { source: button, element: 'button' },
    ],
  ]);
  expect(dataLayer()).toEqual(seen.map(([event]) => event));
});

it('reports the page default for a site-section outside the list, as the element’s warning says it uses', async () => {
  window.hcukConfig = { attributes: { 'site-section': 'quoting steps' } };
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  const host = await mount('<hcuk-button site-section="used cars">Quote</hcuk-button>');
  await clickInside(host, 'button');
  expect(dataLayer()).toEqual([expect.objectContaining({ event: 'cta_click', site_section: 'quoting steps' })]);
});

/** A host with an open shadow root whose clicks are tracked, on the page. */
function trackedHost(id: string, parent: Node = document.body) {
  const host = document.createElement('div');
  host.id = id;
  parent.appendChild(host);
  const root = host.attachShadow({ mode: 'open' });
  trackClicks(root, host);
  return root;
}

it('reports a button that its own click removes or renames, with the text it had (Remove on a compared car)', async () => {
  const root = trackedHost('compare');
  const remove = document.createElement('button');
  remove.textContent = 'Remove MG4 EV SE Standard Range 51kWh';
  // As React does: the button's handler renders before the click goes on up.
  remove.addEventListener('click', () => remove.remove());
  const toggle = document.createElement('button');
  toggle.textContent = 'Show the breakdown';
  toggle.addEventListener('click', () => {
    toggle.textContent = 'Hide the breakdown';
  });
  root.append(remove, toggle);
  await userEvent.click(remove);
  await userEvent.click(toggle);
  expect(dataLayer().map((event) => (event as { link_text: string }).link_text)).toEqual([
    'Remove MG4 EV SE Standard Range 51kWh',
    'Show the breakdown',
  ]);
});

it('reports a click once, from the innermost element around it', async () => {
  const seen: unknown[] = [];
  window.hcukConfig = { onTrackingEvent: (_event, context) => seen.push((context.source as HTMLElement).id) };
  const outer = trackedHost('outer');
  const inner = trackedHost('inner', outer);
  const outerButton = document.createElement('button');
  outerButton.textContent = 'Next';
  const innerButton = document.createElement('button');
  innerButton.textContent = 'Got it';
  outer.append(outerButton);
  inner.append(innerButton);
  await userEvent.click(innerButton);
  await userEvent.click(outerButton);
  expect(seen).toEqual(['inner', 'outer']);
  expect(dataLayer()).toHaveLength(2);
});
