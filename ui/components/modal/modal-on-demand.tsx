/**
 * The modal, loaded the first time it opens (from beside the embed): a page that never opens a dialog never
 * downloads it. Takes the modal's props; renders nothing until `open` has been true once. A download that fails
 * (after its automatic retry) shows the dialog's text in place, with Retry (`modal-unavailable.tsx`).
 */
import { useState } from 'react';
import { sanitiserChunk } from '../html-content/load-sanitiser.ts';
import type { ChunkFailureTexts } from '../lazy/chunk-failure.ts';
import { lazyChunk } from '../lazy/lazy-chunk.ts';
import { useChunk } from '../lazy/use-chunk.ts';
import type { ModalProps } from './modal.tsx';
import { ModalUnavailable, modalUnavailableReasons } from './modal-unavailable.tsx';

const modalChunk = lazyChunk('the dialog', () => import('./modal.tsx').then((module) => module.Modal));

/** Fetches the modal ahead of need (e.g. when a link that opens one gets focus); resolves once it is loaded. */
export const preloadModal = (): Promise<unknown> => modalChunk.load();

/** Props of `ModalOnDemand`: the modal's, and why it did not open if it cannot be downloaded (default English). */
export interface ModalOnDemandProps extends ModalProps {
  /** Shown if the dialog cannot be downloaded, by what the visitor can do; default `modalUnavailableReasons`. */
  unavailableReasons?: ChunkFailureTexts;
}

/** `Modal`, on demand. */
export function ModalOnDemand({ unavailableReasons = modalUnavailableReasons, ...props }: ModalOnDemandProps) {
  const [wanted, setWanted] = useState(props.open);
  // Derived during render (React's pattern for state that follows a prop): once opened, it stays mounted.
  if (props.open && !wanted) setWanted(true);
  const { value: Modal, failed, advice, retry } = useChunk(modalChunk, wanted);
  // HTML content needs the sanitiser too: fetched beside the dialog, not after it, once (a failure is left to the
  // content's own Retry, not downloaded again on every render).
  useChunk(sanitiserChunk, wanted && Boolean(props.content));
  if (!wanted) return null;
  if (Modal) return <Modal {...props} />;
  if (failed && props.open)
    return <ModalUnavailable {...props} reason={unavailableReasons[advice ?? 'retry']} onRetry={retry} />;
  return null;
}
