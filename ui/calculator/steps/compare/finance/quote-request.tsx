/**
 * Request this quote (issue 17): a button that opens the form in a dialog. Offered only when the quote request can
 * be made properly: an admin API to send it to, and the host's privacy notice to link from the consent.
 */
import { useState } from 'react';
import type { AdminClient } from '../../../../../sdk/index.ts';
import { Button } from '../../../../components/button/button.tsx';
import { ModalOnDemand } from '../../../../components/modal/modal-on-demand.tsx';
import { useCalculator } from '../../../calculator-context.ts';
import { chunkFailureTexts } from '../../../chunk-problem.tsx';
import type { Edition } from '../../../state/editions.ts';
import { privacyNoticeUrl } from '../../../state/finance/privacy-notice-url.ts';
import type { FinanceQuote } from '../../../state/finance/quote-reconciles.ts';
import { QuoteRequestForm } from './quote-request-form.tsx';

/** Props of `QuoteRequest`. */
export interface QuoteRequestProps {
  edition: Edition;
  quote: FinanceQuote;
  admin: AdminClient<'saveQuoteRequest'> | undefined;
}

/** The button and its dialog, or nothing. */
export function QuoteRequest({ edition, quote, admin }: QuoteRequestProps) {
  const { texts, options, host } = useCalculator();
  const t = texts.finance.request;
  const [open, setOpen] = useState(false);
  const privacyNotice = privacyNoticeUrl(options.privacyNoticeHref, host.ownerDocument.baseURI);
  if (!admin || !privacyNotice) return null;
  return (
    <>
      <Button variant="secondary" label={t.open} onClick={() => setOpen(true)} />
      <ModalOnDemand
        open={open}
        onClose={() => setOpen(false)}
        heading={`${t.title}: ${edition.description}`}
        retryLabel={texts.status.retry}
        unavailableReasons={chunkFailureTexts(texts.status)}
      >
        <QuoteRequestForm edition={edition} quote={quote} admin={admin} privacyNotice={privacyNotice} />
      </ModalOnDemand>
    </>
  );
}
