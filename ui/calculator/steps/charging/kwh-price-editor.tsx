/**
 * A charge type's price per kWh, edited inline: a button showing the price in pence ("8.5p per kWh") opens a £ input
 * that closes on blur (or Enter) once the price is valid, and on Escape without a change. While typing, the price is
 * said back in pence, and a price outside the range says what to enter, so a price typed in pence is never costed
 * silently.
 */
import { useEffect, useId, useRef } from 'react';
import { afterPress } from '../../parts/press-release.ts';
import { SettledAnnouncement } from '../../parts/settled-announcement.tsx';
import type { StepStop } from '../../parts/step-form.tsx';
import { typingPauseMs } from '../../parts/typing-pause.ts';
import { formatPence, type PriceRule, parsePrice, priceError } from '../../state/prices/index.ts';
import { fillPlaceholders, lowerFirst } from '../../state/texts/index.ts';

/** Props of `KwhPriceEditor`. */
export interface KwhPriceEditorProps {
  /** The charge type's label, e.g. Home. */
  typeLabel: string;
  /** The start of the price button's name, with `{type}`: "Change {type} price,". */
  changeLabel: string;
  priceLabel: string;
  /** `{pence} per kWh`. */
  perKwh: string;
  rule: PriceRule;
  price: number;
  /** The text being typed, or undefined while the editor is closed. */
  draft: string | undefined;
  onDraft: (text: string | undefined) => void;
  /** Commits the draft; returns false when it breaks a rule (the editor then stays open). */
  onCommit: () => boolean;
  /** Whether the input takes focus when the editor opens; default true. */
  focusOnOpen?: boolean;
  /**
   * The id of a request to check the price (kwh-price-check.ts) shown beside it, or undefined when there is none: the
   * price then describes itself with it, and a refused Next stops on it.
   */
  checkId?: string;
}

/** The price as a button, or the open editor with its message. */
export function KwhPriceEditor(props: KwhPriceEditorProps) {
  const { typeLabel, changeLabel, priceLabel, perKwh, rule, price, draft, onDraft, onCommit } = props;
  const focusOnOpen = props.focusOnOpen ?? true;
  const id = useId();
  const echoId = `${id}-echo`;
  const said = (pounds: number) => fillPlaceholders(perKwh, { pence: formatPence(pounds) });
  const button = useRef<HTMLButtonElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const returnFocus = useRef(false);
  const editing = draft !== undefined;
  // Open already when the step appears (a price left open on another visit): focus stays with the step's heading.
  const wasEditing = useRef(editing);
  useEffect(() => {
    if (editing && !wasEditing.current && focusOnOpen) input.current?.focus();
    else if (!editing && returnFocus.current) button.current?.focus();
    wasEditing.current = editing;
    returnFocus.current = false;
  }, [editing, focusOnOpen]);

  if (!editing) {
    return (
      <button
        ref={button}
        type="button"
        className="calc-price"
        aria-describedby={props.checkId}
        data-step-stop={props.checkId ? ('check' satisfies StepStop) : undefined}
        onClick={() => onDraft(String(price))}
      >
        {/* The name holds the visible text whole (WCAG 2.5.3): "Change Home price, 8.5p per kWh". */}
        <span className="hcuk-visually-hidden">{fillPlaceholders(changeLabel, { type: typeLabel })}</span> {said(price)}
      </button>
    );
  }
  const error = priceError(draft, rule);
  const typed = parsePrice(draft);
  return (
    <span className="calc-price-editor">
      <span className="calc-field__prefix" aria-hidden="true">
        £
      </span>
      <input
        ref={input}
        className="calc-field__input calc-field__input--price"
        type="text"
        inputMode="decimal"
        value={draft}
        aria-label={`${typeLabel} ${lowerFirst(priceLabel)}`}
        aria-invalid={error ? true : undefined}
        data-step-stop={error ? ('error' satisfies StepStop) : undefined}
        aria-describedby={[error ? id : '', typed === undefined ? '' : echoId].join(' ').trim() || undefined}
        onChange={(event) => onDraft(event.target.value)}
        // Once a press that left the field is released: the editor closing (and a note under it) must not move Next
        // from under the click (press-release.ts); the step's submit uses a valid price still open.
        onBlur={() => afterPress(onCommit)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            // Focus goes back to the price only when the editor closes (an invalid price keeps it open).
            returnFocus.current = onCommit();
          } else if (event.key === 'Escape') {
            event.stopPropagation();
            returnFocus.current = true;
            onDraft(undefined);
          }
        }}
      />
      <span className="calc-field__suffix">per kWh</span>
      {typed === undefined ? null : (
        <span className="calc-field__echo calc-price-editor__echo" id={echoId}>
          {said(typed)}
        </span>
      )}
      {error ? (
        <span className="calc-field__error calc-price-editor__error" id={id}>
          {error}
        </span>
      ) : null}
      <SettledAnnouncement message={error && `Error: ${error}`} delayMs={typingPauseMs} />
    </span>
  );
}
