/** `<hcuk-icon>`: an icon from the fixed set as inline SVG. Attributes and parts: `icon-definition.ts`. */
import { Icon } from '../../components/icon/icon.tsx';
import { iconStyles } from '../../components/icon/icon-styles.ts';
import { createElementClass } from '../define-element.ts';
import { iconDefinition } from './icon-definition.ts';

/** The `hcuk-icon` element class. */
export const HcukIcon = createElementClass({
  ...iconDefinition,
  styles: iconStyles,
  render: ({ name, variant, label }) => <Icon name={name} variant={variant} label={label || undefined} />,
});
