import { expectTypeOf, it } from 'vitest';
import type { HcukConfig, HcukElement, TrackingEvent, TrackingEventContext } from './embed-types.ts';

it('type-checks the calculator with correct attributes in a React 19 host', () => {
  expectTypeOf(<hcuk-cost-saving-calculator brand="MG" max-compare={3} />).toBeObject();
  expectTypeOf(
    <hcuk-cost-saving-calculator
      brand="MG"
      max-compare="4"
      oem
      show-vehicle-cta={false}
      ctas={JSON.stringify([{ label: 'Book a test drive', href: '/test-drive', primary: true }])}
      theme="auto"
      site-section="cost comparison calculator"
      scroll-margin={24}
      id="calculator"
      className="wide"
      onhcuk-step-change={(event) =>
        expectTypeOf(event.detail.step).toEqualTypeOf<'vehicle' | 'charging' | 'select' | 'compare'>()
      }
    />,
  ).toBeObject();
});

// TypeScript never reports an unknown JSX attribute whose name has a hyphen (`max-compre`): the element warns about
// such a near-miss at run time instead (define-element.test.tsx).
it('rejects a misspelt attribute, a wrong value and a wrong handler', () => {
  // @ts-expect-error -- misspelt: brand
  expectTypeOf(<hcuk-cost-saving-calculator brnad="MG" />).toBeObject();
  // @ts-expect-error -- max-compare is a number
  expectTypeOf(<hcuk-cost-saving-calculator brand="MG" max-compare="lots" />).toBeObject();
  // @ts-expect-error -- theme is light, dark or auto
  expectTypeOf(<hcuk-cost-saving-calculator theme="blue" />).toBeObject();
  // @ts-expect-error -- ctas is JSON text: React would write an array as "[object Object]"
  expectTypeOf(<hcuk-cost-saving-calculator ctas={[{ label: 'Book', href: '/book' }]} />).toBeObject();
  // @ts-expect-error -- the modal's close reason is a string, not a number
  expectTypeOf(<hcuk-modal onhcuk-close={(event: CustomEvent<{ reason: number }>) => event} />).toBeObject();
  // @ts-expect-error -- no such element
  expectTypeOf(<hcuk-calculator brand="MG" />).toBeObject();
});

it('maps every tag to its element, whose addEventListener knows its events', () => {
  const modal = document.querySelector('hcuk-modal');
  expectTypeOf(modal).toEqualTypeOf<HcukElement<'hcuk-modal'> | null>();
  modal?.addEventListener('hcuk-close', (event) => {
    expectTypeOf(event.detail.reason).toEqualTypeOf<'close' | 'escape' | 'backdrop' | 'confirm' | 'cancel' | 'back'>();
  });
  // An event without detail has `null` there, as a `CustomEvent` made without one does (the modal's test checks it).
  modal?.addEventListener('hcuk-confirm', (event) => expectTypeOf(event.detail).toEqualTypeOf<null>());
  const progress = document.createElement('hcuk-step-progress');
  progress.addEventListener('hcuk-step-select', (event) => {
    expectTypeOf(event.detail).toEqualTypeOf<{ value: string; index: number }>();
  });
  progress.addEventListener('click', (event) => expectTypeOf(event).toEqualTypeOf<HTMLElementEventMap['click']>());
});

it('types hcuk-ready on every element, and exports the analytics event type', () => {
  document.querySelector('hcuk-cost-saving-calculator')?.addEventListener('hcuk-ready', (event) => {
    expectTypeOf(event.detail.failed).toEqualTypeOf<string[]>();
  });
  document.createElement('hcuk-button').addEventListener('hcuk-ready', (event) => {
    expectTypeOf(event.detail).toEqualTypeOf<{ failed: string[] }>();
  });
  expectTypeOf(
    <hcuk-modal onhcuk-ready={(event) => expectTypeOf(event.detail.failed).toEqualTypeOf<string[]>()} />,
  ).toBeObject();
  const seen: TrackingEvent[] = [];
  window.hcukConfig = { onTrackingEvent: (event) => seen.push(event) };
  expectTypeOf(seen[0]?.event).toEqualTypeOf<TrackingEvent['event'] | undefined>();
  // Every event's context names the element it came from; a click's also the clicked element.
  window.hcukConfig = {
    onTrackingEvent: (_event, context) => {
      expectTypeOf(context).toEqualTypeOf<TrackingEventContext>();
      expectTypeOf(context.source).toEqualTypeOf<Element>();
      expectTypeOf(context.element).toEqualTypeOf<'a' | 'button' | undefined>();
    },
  };
});

it('types window.hcukConfig', () => {
  expectTypeOf(window.hcukConfig).toEqualTypeOf<HcukConfig | undefined>();
  // @ts-expect-error -- stylesheets is a list of URLs
  window.hcukConfig = { stylesheets: '/brand.css' };
});
