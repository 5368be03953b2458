/**
 * Request this quote: a button that opens the form in a dialog. Offered only when the quote request can be made
 * properly: an admin API to send it to, and the host's privacy notice (an http(s) address) to link from the consent.
 * The request's state lives here, not in the dialog (`use-quote-request.ts`); the finance example keeps it mounted.
 * Beside a quote that is loading or failed, the button is not offered, but a dialog already open stays open.
 */

import type { AdminClient } from '@hcuk-genesis/sdk';
import { useState } from 'react';
import { Button } from '#components/button/button.tsx';
import { ModalOnDemand } from '#components/modal/modal-on-demand.tsx';
import { useCalculatorSetup } from '../../../calculator-context.ts';
import { chunkFailureTexts } from '../../../chunk-problem.tsx';
import { privacyNoticeUrl } from '../../../state/finance/privacy-notice-url.ts';
import { QuoteRequestForm } from './quote-request-form.tsx';
import { type QuoteRequestSubject, useQuoteRequest } from './use-quote-request.ts';

/**
 * Props of `QuoteRequest`: what the request is about (`QuoteRequestSubject`), with the admin client it may not have,
 * and without the privacy notice, which it reads from the host.
 */
export type QuoteRequestProps = Omit<QuoteRequestSubject, 'admin' | 'privacyNotice'> & {
  admin: AdminClient<'saveQuoteRequest'> | undefined;
  /**
   * Set while the quote restated is no longer on screen (the next one is loading, or failed): no button, and a dialog
   * that closes sends focus here, since the button it would return to is gone.
   */
  withdrawn?: { focusOnClose: () => void } | undefined;
  /** The page's representative APR as `formatApr` writes it, for the dialog to say a quote's own APR is another. */
  representativeApr?: string | undefined;
};

/** The button and its dialog, or nothing. */
export function QuoteRequest({ admin, ...props }: QuoteRequestProps) {
  const { options, host } = useCalculatorSetup();
  const privacyNotice = privacyNoticeUrl(options.privacyNoticeHref, host.ownerDocument.baseURI);
  if (!admin || !privacyNotice) return null;
  return <QuoteRequestOffer {...props} admin={admin} privacyNotice={privacyNotice} />;
}

function QuoteRequestOffer({
  withdrawn,
  representativeApr,
  ...subject
}: QuoteRequestSubject & Pick<QuoteRequestProps, 'withdrawn' | 'representativeApr'>) {
  const { texts } = useCalculatorSetup();
  const t = texts.finance.request;
  const [open, setOpen] = useState(false);
  const request = useQuoteRequest(subject);
  const { edition, privacyNotice } = subject;
  return (
    <>
      {withdrawn ? null : <Button variant="secondary" label={t.open} onClick={() => setOpen(true)} />}
      <ModalOnDemand
        open={open}
        onClose={() => {
          setOpen(false);
          withdrawn?.focusOnClose();
        }}
        heading={`${t.title}: ${edition.description}`}
        retryLabel={texts.status.retry}
        unavailableReasons={chunkFailureTexts(texts.status)}
      >
        <QuoteRequestForm
          request={request}
          privacyNotice={privacyNotice}
          edition={edition}
          quote={subject.quote}
          excess={subject.excess}
          representativeApr={representativeApr}
        />
      </ModalOnDemand>
    </>
  );
}
