import { iconNames } from '../../components/icon/icon-set.ts';
import { type IconSizeVariant, iconSizes } from '../../components/icon/icon-sizes.ts';
import { stringAttribute } from '../attribute-types.ts';
import { defineElement } from '../element-definition.ts';

const sizeVariants = Object.keys(iconSizes) as IconSizeVariant[];

/** `<hcuk-icon>`: tag, attributes, events and parts. */
export const iconDefinition = defineElement({
  tag: 'hcuk-icon',
  summary: 'An icon from the fixed set, as inline SVG.',
  attributes: {
    name: stringAttribute({ default: 'info', allowed: iconNames, description: 'Which icon.' }),
    variant: stringAttribute({
      default: 'default',
      allowed: sizeVariants,
      description: `The size: default ${iconSizes.default}px, small ${iconSizes.small}px.`,
    }),
    label: stringAttribute({ description: 'The accessible name; without it the icon is hidden from assistive tech.' }),
  },
  events: {},
  parts: [{ name: 'icon', description: 'The `<svg>`.' }],
});
