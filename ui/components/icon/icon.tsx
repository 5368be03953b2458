/** Renders an icon from the fixed set as inline SVG. */
import { type IconName, iconPaths } from './icon-set.ts';
import { type IconSizeVariant, iconSizes } from './icon-sizes.ts';

/** Props of `Icon`. */
export interface IconProps {
  /** Which icon. */
  name: IconName;
  /** Size variant; default `default` (18px). */
  variant?: IconSizeVariant;
  /** Accessible name; default none, and the icon is then hidden from assistive technology. */
  label?: string;
}

/** An inline SVG icon, named with `label` or `aria-hidden`. */
export function Icon({ name, variant = 'default', label }: IconProps) {
  const size = iconSizes[variant];
  return (
    <svg
      className="hcuk-icon"
      part="icon"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      focusable="false"
      data-icon={name}
      role="img"
      aria-label={label}
      aria-hidden={label ? undefined : true}
    >
      {label ? <title>{label}</title> : null}
      <path d={iconPaths[name]} />
    </svg>
  );
}
