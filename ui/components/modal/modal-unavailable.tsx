/**
 * What opens when the dialog's chunk cannot be downloaded (after its automatic retry): its title, message and
 * content as plain text in the page's flow, why the dialog did not open, Retry (which opens it once downloaded) and
 * Close. A help link that cannot open its dialog still tells the visitor what the help says.
 */
import { Button } from '../button/button.tsx';
import { PlainText } from '../html-content/plain-text.tsx';
import type { ChunkFailureTexts } from '../lazy/chunk-failure.ts';
import { useStyles } from '../styles/use-styles.ts';
import type { ModalProps } from './modal.tsx';
import { modalUnavailableStyles } from './modal-unavailable-styles.ts';

/** Why the dialog did not open, in English (the default), by what the visitor can do (`chunk-failure.ts`). */
export const modalUnavailableReasons: ChunkFailureTexts = {
  offline: 'The dialog could not be downloaded. Check your internet connection, then try again.',
  retry: 'The dialog could not be downloaded. Try again.',
  reload: 'The dialog could not be downloaded. Reload the page to try again.',
};

/** Props of `ModalUnavailable`: the modal's own (Retry's label is its `retryLabel`), why, and Retry. */
export interface ModalUnavailableProps extends ModalProps {
  /** Why the dialog did not open. */
  reason: string;
  /** Downloads the dialog again (it opens once downloaded). */
  onRetry: () => void;
}

/** The dialog's text in place, with Retry and Close. */
export function ModalUnavailable({
  heading,
  label,
  message,
  content,
  reason,
  onRetry,
  ...props
}: ModalUnavailableProps) {
  useStyles(modalUnavailableStyles);
  return (
    <div className="hcuk-modal-unavailable" role="alert">
      <p className="hcuk-modal-unavailable__title">{heading || label}</p>
      {message ? <p>{message}</p> : null}
      {content ? <PlainText html={content} /> : null}
      <p className="hcuk-modal-unavailable__reason">{reason}</p>
      <div className="hcuk-modal-unavailable__actions">
        <Button variant="secondary" label={props.retryLabel ?? 'Retry'} onClick={onRetry} />
        <Button variant="link" label={props.closeLabel ?? 'Close'} onClick={() => props.onClose('close')} />
      </div>
    </div>
  );
}
