/**
 * `<hcuk-button>`: the shared button as a custom element.
 *
 * Attributes: `variant` (primary | secondary | link; default primary), `label` (default: the element's text,
 * via its slot), `accessible-label` (the accessible name of an icon-only button; default none, and a `[hcuk]`
 * warning when an icon-only button has neither text nor this), `icon` (an icon name; default none), `icon-position`
 * (start | end; default start), `disabled`, `href` (renders a link; unsafe hrefs are dropped), `target`, `tracking-title`, `theme` (light | dark | auto).
 * Events: the native `click` (composed), tracked as `cta_click` and passed as `onTrackingEvent(event, { element })`.
 * Parts: `button` (the `<button>` or `<a>`), `label`, `icon`.
 */
import { Button, buttonVariants } from '../../components/button/button.tsx';
import { buttonStyles } from '../../components/button/button-styles.ts';
import { type IconName, iconNames } from '../../components/icon/icon-set.ts';
import { booleanAttribute, stringAttribute } from '../attribute-types.ts';
import { createElementClass } from '../define-element.ts';
import { registerElement } from '../register-element.ts';

/** The `hcuk-button` element class. */
export const HcukButton = createElementClass({
  tag: 'hcuk-button',
  attributes: {
    variant: stringAttribute('primary', buttonVariants),
    label: stringAttribute(''),
    accessibleLabel: stringAttribute(''),
    icon: stringAttribute<IconName | ''>('', ['', ...iconNames]),
    iconPosition: stringAttribute('start', ['start', 'end'] as const),
    disabled: booleanAttribute(false),
    href: stringAttribute(''),
    target: stringAttribute(''),
    trackingTitle: stringAttribute(''),
  },
  styles: buttonStyles,
  render: (props) => (
    <Button {...props} icon={props.icon || undefined} href={props.href || undefined}>
      <slot />
    </Button>
  ),
});

/** Registers `<hcuk-button>` (safe to call more than once). */
export const registerHcukButton = () => registerElement('hcuk-button', HcukButton);
