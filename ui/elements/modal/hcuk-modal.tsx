/**
 * `<hcuk-modal>`: the modal dialog. Set the `open` attribute to show it; closing removes `open`. Attributes, events
 * and parts: `modal-definition.ts`. `hcuk-close` comes first, then `hcuk-confirm` or `hcuk-cancel` for those buttons.
 */
import { buttonStyles } from '../../components/button/button-styles.ts';
import { ModalOnDemand } from '../../components/modal/modal-on-demand.tsx';
import { createElementClass } from '../define-element.ts';
import { registerElement } from '../register-element.ts';
import { modalDefinition } from './modal-definition.ts';

/** The `hcuk-modal` element class. */
export const HcukModal = createElementClass({
  ...modalDefinition,
  // The dialog's own styles come with it (it loads when first opened); its buttons use these.
  styles: `${buttonStyles}:host { display: contents; }`,
  render: (props, { host, emit }) => (
    <ModalOnDemand
      {...props}
      onClose={(reason) => {
        // The attribute goes before React re-renders: a click in between must not emit a second close.
        if (!host.hasAttribute('open')) return;
        host.removeAttribute('open');
        emit('hcuk-close', { reason });
        if (reason === 'confirm') emit('hcuk-confirm');
        if (reason === 'cancel') emit('hcuk-cancel');
      }}
    />
  ),
});

/** Registers `<hcuk-modal>` (safe to call more than once). */
export const registerHcukModal = () => registerElement(modalDefinition.tag, HcukModal);
