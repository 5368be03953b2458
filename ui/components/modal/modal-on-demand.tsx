/**
 * The modal, loaded the first time it opens (from beside the embed): a page that never opens a dialog never
 * downloads it. Takes the modal's props; renders nothing until `open` has been true once. A download that fails
 * (after its automatic retry) shows the dialog's text in place, with Retry (`modal-unavailable.tsx`).
 */
import { useState } from 'react';
import { loadSanitiser } from '../html-content/load-sanitiser.ts';
import { lazyChunk } from '../lazy/lazy-chunk.ts';
import { useChunk } from '../lazy/use-chunk.ts';
import type { ModalProps } from './modal.tsx';
import { ModalUnavailable, type ModalUnavailableTexts, modalUnavailableTexts } from './modal-unavailable.tsx';

const modalChunk = lazyChunk('the dialog', () => import('./modal.tsx').then((module) => module.Modal));

/** Fetches the modal ahead of need (e.g. when a link that opens one gets focus); resolves once it is loaded. */
export const preloadModal = (): Promise<unknown> => modalChunk.load();

/** Props of `ModalOnDemand`: the modal's, and the words shown if it cannot be downloaded (default English). */
export interface ModalOnDemandProps extends ModalProps {
  /** The words shown if the dialog cannot be downloaded; default `modalUnavailableTexts` (English). */
  unavailableTexts?: ModalUnavailableTexts;
}

/** `Modal`, on demand. */
export function ModalOnDemand({ unavailableTexts = modalUnavailableTexts, ...props }: ModalOnDemandProps) {
  const [wanted, setWanted] = useState(props.open);
  // Derived during render (React's pattern for state that follows a prop): once opened, it stays mounted.
  if (props.open && !wanted) setWanted(true);
  const { value: Modal, failed, retry } = useChunk(modalChunk, wanted);
  if (!wanted) return null;
  // HTML content needs the sanitiser too: fetch it beside the dialog, not after it.
  if (props.content) void loadSanitiser().catch(() => {});
  if (Modal) return <Modal {...props} />;
  if (failed && props.open) return <ModalUnavailable {...props} texts={unavailableTexts} onRetry={retry} />;
  return null;
}
