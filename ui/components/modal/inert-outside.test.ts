/** The page outside a modal in a shadow root, made inert up to the body, and put back as it was. */
import { afterEach, expect, it } from 'vitest';
import { inertOutside } from './inert-outside.ts';

afterEach(() => document.body.replaceChildren());

it('makes every sibling of the modal’s branch inert, through the shadow root to the page, and only those', () => {
  document.body.innerHTML =
    '<header>Example Motors</header><main><p>Offers</p><hcuk-calc></hcuk-calc><nav inert>Host’s own</nav></main>';
  const host = document.querySelector('hcuk-calc') as HTMLElement;
  const shadow = host.attachShadow({ mode: 'open' });
  shadow.innerHTML =
    '<div class="calc"><button>Next</button><div class="card"><a href="#">View Offers</a>' +
    '<div class="hcuk-modal"><div class="backdrop"></div><div role="dialog"><button>Close</button></div></div></div></div>';
  const modal = shadow.querySelector('.hcuk-modal') as HTMLElement;
  const inert = () =>
    [...document.querySelectorAll('[inert]'), ...shadow.querySelectorAll('[inert]')].map(
      (element) => element.textContent,
    );

  const release = inertOutside(modal);
  expect(inert()).toEqual(['Example Motors', 'Offers', 'Host’s own', 'Next', 'View Offers']);
  // The modal (its backdrop, which closes it, included) and the branch that holds it stay live.
  expect(modal.closest('[inert]')).toBeNull();
  expect(host.hasAttribute('inert')).toBe(false);

  release();
  expect(inert()).toEqual(['Host’s own']);
});
