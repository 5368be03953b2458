/**
 * The modal, loaded the first time it opens (from beside the embed): a page that never opens a dialog never
 * downloads it. Takes the modal's props; renders nothing until `open` has been true once.
 */
import { Suspense, useState } from 'react';
import { loadSanitiser } from '../html-content/load-sanitiser.ts';
import { preloadable } from '../lazy/preloadable.ts';
import type { ModalProps } from './modal.tsx';

const modal = preloadable<ModalProps>(() => import('./modal.tsx').then((module) => ({ default: module.Modal })));

/** Fetches the modal ahead of need (e.g. when a link that opens one gets focus); resolves once it is loaded. */
export const preloadModal = (): Promise<unknown> => modal.preload();

/** `Modal`, on demand. */
export function ModalOnDemand(props: ModalProps) {
  const [wanted, setWanted] = useState(props.open);
  // Derived during render (React's pattern for state that follows a prop): once opened, it stays mounted.
  if (props.open && !wanted) setWanted(true);
  if (!wanted) return null;
  // HTML content needs the sanitiser too: fetch it beside the dialog, not after it.
  if (props.content) void loadSanitiser().catch(() => {});
  const Modal = modal.component;
  return (
    <Suspense fallback={null}>
      <Modal {...props} />
    </Suspense>
  );
}
