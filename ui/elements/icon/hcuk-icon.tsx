/**
 * `<hcuk-icon>`: an icon from the fixed set as inline SVG.
 *
 * Attributes: `name` (an icon name; default info), `variant` (default | small: 18px or 20px; default default),
 * `label` (accessible name; without it the icon is `aria-hidden`), `theme`. Events: none. Parts: `icon` (the `<svg>`).
 */
import { Icon, iconSizes } from '../../components/icon/icon.tsx';
import { iconNames } from '../../components/icon/icon-set.ts';
import { iconStyles } from '../../components/icon/icon-styles.ts';
import { stringAttribute } from '../attribute-types.ts';
import { createElementClass } from '../define-element.ts';
import { registerElement } from '../register-element.ts';

const sizeVariants = Object.keys(iconSizes) as (keyof typeof iconSizes)[];

/** The `hcuk-icon` element class. */
export const HcukIcon = createElementClass({
  tag: 'hcuk-icon',
  attributes: {
    name: stringAttribute('info', iconNames),
    variant: stringAttribute('default', sizeVariants),
    label: stringAttribute(''),
  },
  styles: iconStyles,
  render: ({ name, variant, label }) => <Icon name={name} variant={variant} label={label || undefined} />,
});

/** Registers `<hcuk-icon>` (safe to call more than once). */
export const registerHcukIcon = () => registerElement('hcuk-icon', HcukIcon);
