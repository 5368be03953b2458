/**
 * Help as a link that opens the modal with a title and HTML content. The content loads only when the link is used; if
 * the dialog cannot be downloaded, its text shows in place with Retry.
 */
import { useState } from 'react';
import { ModalOnDemand, preloadModal } from '../../components/modal/modal-on-demand.tsx';
import { useCalculator } from '../calculator-context.ts';
import { chunkFailureTexts } from '../chunk-problem.tsx';

/** Props of `HelpLink`. */
export interface HelpLinkProps {
  linkText: string;
  title?: string;
  /** HTML, sanitised by the modal. */
  content: string;
}

/** A link-styled button and the modal it opens. */
export function HelpLink({ linkText, title, content }: HelpLinkProps) {
  const [open, setOpen] = useState(false);
  const { status } = useCalculator().texts;
  return (
    <>
      <button
        type="button"
        className="calc-link calc-help-link"
        aria-haspopup="dialog"
        // Fetched when the visitor reaches for the link, so the dialog usually opens without a wait.
        onPointerEnter={() => void preloadModal()}
        onFocus={() => void preloadModal()}
        onClick={() => setOpen(true)}
      >
        {linkText}
      </button>
      <ModalOnDemand
        open={open}
        onClose={() => setOpen(false)}
        heading={title}
        label={linkText}
        content={content}
        retryLabel={status.retry}
        unavailableReasons={chunkFailureTexts(status)}
      />
    </>
  );
}
