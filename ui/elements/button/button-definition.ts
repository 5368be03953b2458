import { buttonVariants } from '../../components/button/button-variants.ts';
import { type IconName, iconNames } from '../../components/icon/icon-set.ts';
import { booleanAttribute, stringAttribute } from '../attribute-types.ts';
import { defineElement } from '../element-definition.ts';

/** `<hcuk-button>`: tag, attributes, events and parts. */
export const buttonDefinition = defineElement({
  tag: 'hcuk-button',
  summary: 'The shared button: primary, secondary or link; a link when it has an href.',
  attributes: {
    variant: stringAttribute({ default: 'primary', allowed: buttonVariants, description: 'The look of the button.' }),
    label: stringAttribute({ description: "The button's text; default the element's own text (via its slot)." }),
    accessibleLabel: stringAttribute({
      description: 'The accessible name of an icon-only button; one with neither text nor this logs a [hcuk] warning.',
    }),
    icon: stringAttribute<IconName | ''>({ allowed: ['', ...iconNames], description: 'An icon from the fixed set.' }),
    iconPosition: stringAttribute({
      default: 'start',
      allowed: ['start', 'end'],
      description: 'Which side of the text the icon is on.',
    }),
    disabled: booleanAttribute({ description: 'Disables the button.' }),
    href: stringAttribute({ description: 'Renders a link to this address (unsafe addresses are dropped).' }),
    target: stringAttribute({ description: "The link's target, e.g. `_blank`." }),
    trackingTitle: stringAttribute({ description: 'The text click tracking reports instead of the visible text.' }),
  },
  events: {},
  parts: [
    { name: 'button', description: 'The `<button>` or `<a>`.' },
    { name: 'label', description: 'The text.' },
    { name: 'icon', description: 'The icon.' },
  ],
});
