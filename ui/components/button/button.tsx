/** The shared button: primary, secondary or link variant; a link (`<a>`) when it has a safe href. */
import { type MouseEventHandler, type ReactNode, useRef } from 'react';
import { safeCtaHref } from '../html-content/safe-cta-href.ts';
import { Icon } from '../icon/icon.tsx';
import type { IconName } from '../icon/icon-set.ts';
import type { ButtonVariant } from './button-variants.ts';
import { useIconOnlyWarning } from './use-icon-only-warning.ts';

/** Props of `Button`. */
export interface ButtonProps {
  /** Visual variant; default `primary`. */
  variant?: ButtonVariant;
  /** The label; default none (use `children`). */
  label?: string;
  /** Content when there is no `label` (a slot, in the element). */
  children?: ReactNode;
  /**
   * Accessible name (`aria-label`) for an icon-only button; default none. Leave it unset when the button has text.
   * An icon-only button without it logs a `[hcuk]` warning once.
   */
  accessibleLabel?: string;
  /** An icon from the set; default none. */
  icon?: IconName;
  /** Which side the icon sits; default `start`. */
  iconPosition?: 'start' | 'end';
  /** Disables the button (a link loses its href); default `false`. */
  disabled?: boolean;
  /** Renders a link; an unsafe href (not http(s), relative, mailto: or tel:) is dropped. Default none. */
  href?: string;
  /** Link target, e.g. `_blank`; default none. Any target adds `rel="noopener noreferrer"`. */
  target?: string;
  /** The button's type; default `button`. */
  type?: 'button' | 'submit' | 'reset';
  /** Overrides the text reported by click tracking; default none. */
  trackingTitle?: string;
  /** Click handler; default none. */
  onClick?: MouseEventHandler<HTMLElement>;
}

/** A button or call-to-action link in the genesis style. */
export function Button(props: ButtonProps) {
  const { variant = 'primary', label, children, icon, iconPosition = 'start', disabled = false, trackingTitle } = props;
  const className = `hcuk-button hcuk-button--${variant}`;
  const ref = useRef<HTMLAnchorElement & HTMLButtonElement>(null);
  useIconOnlyWarning(ref, icon, props.accessibleLabel);
  const ariaLabel = props.accessibleLabel || undefined;
  const content = (
    <>
      {icon && iconPosition === 'start' ? <Icon name={icon} /> : null}
      <span className="hcuk-button__label" part="label">
        {label || children}
      </span>
      {icon && iconPosition === 'end' ? <Icon name={icon} /> : null}
    </>
  );
  const tracking = trackingTitle ? { 'tracking-title': trackingTitle } : {};
  const href = disabled ? undefined : safeCtaHref(props.href);
  if (props.href !== undefined && props.href !== '') {
    // Any target opens another browsing context (a named one too), which would otherwise get window.opener.
    const rel = props.target ? 'noopener noreferrer' : undefined;
    return (
      <a
        ref={ref}
        className={className}
        aria-label={ariaLabel}
        part="button"
        href={href}
        target={props.target || undefined}
        rel={rel}
        aria-disabled={href === undefined ? true : undefined}
        onClick={props.onClick}
        {...tracking}
      >
        {content}
      </a>
    );
  }
  return (
    <button
      ref={ref}
      className={className}
      aria-label={ariaLabel}
      part="button"
      type={props.type ?? 'button'}
      disabled={disabled}
      onClick={props.onClick}
      {...tracking}
    >
      {content}
    </button>
  );
}
