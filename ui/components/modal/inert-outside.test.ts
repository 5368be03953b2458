/** The calculator outside a modal in its shadow root made inert, the host page left alone, and put back as it was. */
import { afterEach, expect, it } from 'vitest';
import { inertOutside } from './inert-outside.ts';

afterEach(() => document.body.replaceChildren());

it('makes the rest of its shadow root inert, and leaves the host page’s controls as they were', () => {
  document.body.innerHTML =
    '<header>Example Motors</header><main><p>Offers</p><hcuk-calc></hcuk-calc></main>' +
    '<div class="cookie-banner"><button>Accept all cookies</button></div>';
  const host = document.querySelector('hcuk-calc') as HTMLElement;
  const shadow = host.attachShadow({ mode: 'open' });
  shadow.innerHTML =
    '<div class="calc"><button>Next</button><div class="card"><a href="#">View Offers</a>' +
    '<div class="hcuk-modal"><div class="backdrop"></div><div role="dialog"><button>Close</button></div></div></div></div>' +
    '<p inert>Already inert</p>';
  const modal = shadow.querySelector('.hcuk-modal') as HTMLElement;
  const inert = () => [...shadow.querySelectorAll('[inert]')].map((element) => element.textContent);

  const release = inertOutside(modal);
  expect(inert()).toEqual(['Next', 'View Offers', 'Already inert']);
  // The modal (its backdrop, which closes it, included) stays live; so does every element of the host page.
  expect(modal.closest('[inert]')).toBeNull();
  expect(document.querySelectorAll('[inert]')).toHaveLength(0);

  release();
  expect(inert()).toEqual(['Already inert']);
});
