/**
 * `<hcuk-modal>`: the modal dialog. Set the `open` attribute to show it; closing removes `open`.
 *
 * Attributes: `open`, `heading` (title; default none), `label` (accessible name when there is no heading; default
 * none, then the message, then `Dialog`), `message`, `content` (HTML, sanitised), `confirm-label`
 * and `cancel-label` (each adds its button; default none), `close-label` (default Close), `max-width` (pixels;
 * default 550), `theme`.
 * Events: `hcuk-close` with `detail: { reason }` (close | escape | backdrop | confirm | cancel), then
 * `hcuk-confirm` or `hcuk-cancel` for those buttons; once per opening (none during the 200 ms exit).
 * Parts: `backdrop`, `dialog`, `close-button`, `title`, `message`, `actions`.
 */
import { Modal, modalDefaults } from '../../components/modal/modal.tsx';
import { modalStyles } from '../../components/modal/modal-styles.ts';
import { booleanAttribute, numberAttribute, stringAttribute } from '../attribute-types.ts';
import { createElementClass } from '../define-element.ts';
import { registerElement } from '../register-element.ts';

/** The `hcuk-modal` element class. */
export const HcukModal = createElementClass({
  tag: 'hcuk-modal',
  attributes: {
    open: booleanAttribute(false),
    heading: stringAttribute(''),
    label: stringAttribute(''),
    message: stringAttribute(''),
    content: stringAttribute(''),
    confirmLabel: stringAttribute(''),
    cancelLabel: stringAttribute(''),
    closeLabel: stringAttribute('Close'),
    maxWidth: numberAttribute(modalDefaults.maxWidth),
  },
  styles: modalStyles,
  render: (props, { host, emit }) => (
    <Modal
      {...props}
      onClose={(reason) => {
        // The attribute goes before React re-renders: a click in between must not emit a second close.
        if (!host.hasAttribute('open')) return;
        host.removeAttribute('open');
        emit('hcuk-close', { reason });
        if (reason === 'confirm' || reason === 'cancel') emit(`hcuk-${reason}`);
      }}
    />
  ),
});

/** Registers `<hcuk-modal>` (safe to call more than once). */
export const registerHcukModal = () => registerElement('hcuk-modal', HcukModal);
