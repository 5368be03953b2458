/**
 * `<hcuk-modal>`: the modal dialog. Set the `open` attribute to show it; closing removes `open`. Attributes, events
 * and parts: `modal-definition.ts`. `hcuk-close` comes first, then `hcuk-confirm` or `hcuk-cancel` for those buttons.
 */
import { Modal } from '../../components/modal/modal.tsx';
import { modalStyles } from '../../components/modal/modal-styles.ts';
import { createElementClass } from '../define-element.ts';
import { registerElement } from '../register-element.ts';
import { modalDefinition } from './modal-definition.ts';

/** The `hcuk-modal` element class. */
export const HcukModal = createElementClass({
  ...modalDefinition,
  styles: modalStyles,
  render: (props, { host, emit }) => (
    <Modal
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
