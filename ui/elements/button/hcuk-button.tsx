/**
 * `<hcuk-button>`: the shared button as a custom element. Attributes, events and parts: `button-definition.ts`
 * (and the README's element reference). Its click is the native `click` (composed), tracked as `cta_click`.
 */
import { Button } from '../../components/button/button.tsx';
import { buttonStyles } from '../../components/button/button-styles.ts';
import { createElementClass } from '../define-element.ts';
import { registerElement } from '../register-element.ts';
import { buttonDefinition } from './button-definition.ts';

/** The `hcuk-button` element class. */
export const HcukButton = createElementClass({
  ...buttonDefinition,
  styles: buttonStyles,
  render: (props) => (
    <Button {...props} icon={props.icon || undefined} href={props.href || undefined}>
      <slot />
    </Button>
  ),
});

/** Registers `<hcuk-button>` (safe to call more than once). */
export const registerHcukButton = () => registerElement(buttonDefinition.tag, HcukButton);
