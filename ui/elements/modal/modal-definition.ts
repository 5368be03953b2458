import { type ModalCloseReason, modalCloseReasons, modalDefaults } from '../../components/modal/modal-defaults.ts';
import { booleanAttribute, numberAttribute, stringAttribute, unionType } from '../attribute-types.ts';
import { defineElement, eventSpec } from '../element-definition.ts';

/** `<hcuk-modal>`: tag, attributes, events and parts. */
export const modalDefinition = defineElement({
  tag: 'hcuk-modal',
  summary: 'The modal dialog: set `open` to show it; closing removes `open`.',
  attributes: {
    open: booleanAttribute({ description: 'Shows the dialog.' }),
    heading: stringAttribute({ description: 'The title.' }),
    label: stringAttribute({
      description: "The dialog's accessible name when it has no heading; else the message, else Dialog.",
    }),
    message: stringAttribute({ description: 'A plain-text message.' }),
    content: stringAttribute({ description: 'HTML content, sanitised.' }),
    confirmLabel: stringAttribute({ description: 'Adds a confirm button with this text.' }),
    cancelLabel: stringAttribute({ description: 'Adds a cancel button with this text.' }),
    closeLabel: stringAttribute({ default: 'Close', description: "The close button's accessible name." }),
    maxWidth: numberAttribute({
      default: modalDefaults.maxWidth,
      min: 200,
      max: 1600,
      description: "The dialog's maximum width in pixels.",
    }),
  },
  events: {
    'hcuk-close': eventSpec<{ reason: ModalCloseReason }>(
      'The dialog closed (once per opening, none during the 200 ms exit).',
      `{ reason: ${unionType(modalCloseReasons)} }`,
    ),
    'hcuk-confirm': eventSpec('The confirm button was chosen (after `hcuk-close`).'),
    'hcuk-cancel': eventSpec('The cancel button was chosen (after `hcuk-close`).'),
  },
  parts: [
    { name: 'backdrop', description: 'The page overlay.' },
    { name: 'dialog', description: 'The dialog box.' },
    { name: 'close-button', description: 'The close button.' },
    { name: 'title', description: 'The heading.' },
    { name: 'message', description: 'The message.' },
    { name: 'actions', description: 'The confirm and cancel buttons.' },
    { name: 'button', description: 'The confirm and cancel buttons themselves (as `hcuk-button`).' },
    { name: 'label', description: "A button's text." },
    { name: 'icon', description: 'The close icon.' },
  ],
});
