/** The quote request's agreement to be contacted: a checkbox with its error, and a link to the host's privacy notice. */

import { FieldError } from '../../../parts/field-error.tsx';

/** Props of `QuoteRequestConsent`. */
export interface QuoteRequestConsentProps {
  id: string;
  checked: boolean;
  error?: string;
  onChange: (checked: boolean) => void;
  /** "I agree that Santander Consumer (UK) plc can contact me about this quote." */
  text: string;
  linkText: string;
  href: string;
}

/** A GOV.UK-style single checkbox. */
export function QuoteRequestConsent({ id, checked, error, onChange, text, linkText, href }: QuoteRequestConsentProps) {
  return (
    <div className={`calc-field${error ? ' calc-field--error' : ''}`}>
      <FieldError id={`${id}-error`} message={error} />
      <label className="calc-checkbox">
        <input
          id={id}
          type="checkbox"
          checked={checked}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => onChange(event.target.checked)}
        />
        <span>{text}</span>
      </label>
      <a className="calc-link calc-help-link" href={href} target="_blank" rel="noopener noreferrer">
        {linkText}
      </a>
    </div>
  );
}
