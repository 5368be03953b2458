/**
 * Step 2, charging: the profile choice, one slider and price per charge type, the total, and Next (Save once charging
 * has been done). While the total is not 100 ('Percentages must add up to 100%') or a price being typed breaks its
 * rule, Next stays on the step and moves focus to that price, or to the total (step-form.tsx). Reset shows only when
 * something differs from the defaults.
 */
import { useEffect, useId, useState } from 'react';
import { Button } from '../../../components/button/button.tsx';
import { useStyles } from '../../../components/styles/use-styles.ts';
import { useCalculator } from '../../calculator-context.ts';
import { trackComparison } from '../../calculator-tracking.ts';
import { labelHelp, linkHelp } from '../../parts/field-help.tsx';
import { focusBeforeRemoval, stepHeading } from '../../parts/focus-before-removal.ts';
import { SettledAnnouncement } from '../../parts/settled-announcement.tsx';
import { StepForm, type StepStop } from '../../parts/step-form.tsx';
import { StepHeader } from '../../parts/step-header.tsx';
import { typingPauseMs } from '../../parts/typing-pause.ts';
import {
  chargingDiffers,
  chargingTotal,
  kwhPriceRule,
  matchingProfile,
  offeredHomeTariffs,
  priceChecks,
} from '../../state/charging/index.ts';
import { formatPence, parseValidPrice, priceError } from '../../state/prices/index.ts';
import { ownValue } from '../../state/store/index.ts';
import { fillPlaceholders } from '../../state/texts/index.ts';
import { chargingStyles } from '../../styles/charging-styles.ts';
import { HomeTariffChoice } from './home-tariff-choice.tsx';
import { KwhPriceEditor } from './kwh-price-editor.tsx';
import { ProfilePicker } from './profile-picker.tsx';
import { ShareSlider } from './share-slider.tsx';

/** The charging-profile editor. */
export function ChargingStep() {
  useStyles(chargingStyles);
  const { texts, setup, state, dispatch, priceDrafts, host } = useCalculator();
  const t = texts.charging;
  const totalId = useId();
  // Prices being typed, by charge type; kept here so Done can wait for them, and in the calculator's context while
  // the visitor is on another step (a price left open is there on the way back). Read by own key: a type named
  // `constructor` has no draft until one is typed.
  const [drafts, setDrafts] = useState(() => priceDrafts.current);
  useEffect(() => {
    priceDrafts.current = drafts;
  }, [drafts, priceDrafts]);
  const total = chargingTotal(state.charging.shares);
  const ruleFor = (type: string) => kwhPriceRule(setup.charging.labels[type] ?? type, setup.priceRanges.electricity);
  const draftsValid = Object.entries(drafts).every(
    ([type, text]) => text === undefined || !priceError(text, ruleFor(type)),
  );
  const canFinish = total === 100 && draftsValid;
  const setDraft = (type: string, text: string | undefined) => setDrafts((current) => ({ ...current, [type]: text }));
  // The Home price editor opened by arrowing onto Another price: it opens without taking focus.
  const [homeEditorQuiet, setHomeEditorQuiet] = useState(false);
  const commit = (type: string) => {
    const text = ownValue(drafts, type);
    if (text === undefined) return true;
    const price = parseValidPrice(text, ruleFor(type));
    if (price === undefined) return false;
    dispatch({ type: 'charging/price', chargeType: type, price });
    setDraft(type, undefined);
    setLastSet(type);
    return true;
  };
  const profile = setup.charging.profiles[matchingProfile(setup.charging, state.charging.shares)];
  const submitLabel = state.savedCharging ? t.save : t.next;
  // A price the visitor set that few pay (kwh-price-check.ts) is asked about beside it once its editor closes. Next
  // stops once for each such price not yet costed, with focus on it (which reads the note out); Next again uses it.
  const presets = offeredHomeTariffs(t.homeTariffs, setup.priceRanges.electricity);
  const [asked, setAsked] = useState<ReadonlySet<string>>(() => new Set());
  const checks = priceChecks(setup.charging, presets, state.charging);
  // The type whose price was last set: its note, if any, is said as it appears (one at a time, never on arrival).
  const [lastSet, setLastSet] = useState<string>();
  const checkOf = (type: string) => {
    const check = ownValue(drafts, type) === undefined ? checks.find((c) => c.type === type)?.text : undefined;
    return check && asked.has(check) ? `${check} If it is, select ${submitLabel} again.` : check;
  };
  const checkId = useId();

  return (
    <StepForm
      onSubmit={(to) => {
        if (!canFinish) return false;
        // A price still open (valid, as canFinish says) is the visitor's: used, not left behind for the next visit
        // (the step is gone before its drafts' own update would reach the calculator's copy).
        const typed = Object.entries(drafts).flatMap(([type, text]) => {
          const price = text === undefined ? undefined : parseValidPrice(text, ruleFor(type));
          return price === undefined ? [] : [[type, price] as const];
        });
        for (const type of Object.keys(drafts)) commit(type);
        const prices = { ...state.charging.prices, ...Object.fromEntries(typed) };
        const unasked = priceChecks(setup.charging, presets, { prices, shares: state.charging.shares })
          .filter(({ type }) => prices[type] !== state.savedCharging?.prices[type])
          .map(({ text }) => text)
          .filter((text) => !asked.has(text));
        if (unasked.length > 0) {
          setAsked((previous) => new Set([...previous, ...unasked]));
          return false;
        }
        priceDrafts.current = {};
        // A jump is tracked by the step indicator, as before it saved.
        if (!to)
          trackComparison(host, 'charging', { linkText: submitLabel, selection: [profile?.name ?? t.customProfile] });
        dispatch({ type: 'charging/done', to });
      }}
    >
      <StepHeader title={t.title} description={t.description} />
      <div className="calc-help-row">
        {labelHelp(t.profile, t.help)}
        {linkHelp(t.help)}
      </div>
      <ProfilePicker />
      <HomeTariffChoice
        typing={ownValue(drafts, 'home') !== undefined}
        onOther={(focus) => {
          // A price already being typed (kept from an earlier visit) stays as typed.
          setDraft('home', ownValue(drafts, 'home') ?? String(state.charging.prices.home ?? ''));
          setHomeEditorQuiet(!focus);
        }}
        onPreset={() => setDraft('home', undefined)}
      />
      <fieldset className="calc-shares">
        <legend className="hcuk-visually-hidden">{t.profile}: shares must add up to 100%</legend>
        {setup.charging.types.map((type) => {
          const typeLabel = setup.charging.labels[type] ?? type;
          const price = state.charging.prices[type] ?? 0;
          const check = checkOf(type);
          const noteId = `${checkId}-${type}`;
          return (
            <ShareSlider
              key={type}
              label={typeLabel}
              percent={state.charging.shares[type] ?? 0}
              onChange={(percent) => dispatch({ type: 'charging/share', chargeType: type, percent })}
              note={
                check ? (
                  <p className="calc-field__check calc-share__note" id={noteId}>
                    {check}
                  </p>
                ) : null
              }
              price={
                (setup.charging.prices[type] ?? 0) > 0 ? (
                  <KwhPriceEditor
                    typeLabel={typeLabel}
                    changeLabel={t.changePrice}
                    priceLabel={t.priceLabel}
                    perKwh={t.pricePerKwh}
                    rule={ruleFor(type)}
                    price={price}
                    draft={ownValue(drafts, type)}
                    onDraft={(text) => {
                      setHomeEditorQuiet(false);
                      setDraft(type, text);
                    }}
                    onCommit={() => commit(type)}
                    focusOnOpen={type !== 'home' || !homeEditorQuiet}
                    checkId={check ? noteId : undefined}
                  />
                ) : (
                  <span className="calc-price calc-price--fixed">
                    {fillPlaceholders(t.pricePerKwh, { pence: formatPence(0) })}
                  </span>
                )
              }
            />
          );
        })}
        <div
          className={`calc-total${total === 100 ? '' : ' calc-total--error'}`}
          id={totalId}
          // Where Next sends focus while the shares do not add up.
          {...(total === 100 ? {} : { tabIndex: -1, 'data-step-stop': 'error' satisfies StepStop })}
        >
          <span>
            {t.total}: <strong>{total}%</strong>
          </span>
          {total === 100 ? null : <span className="calc-field__error">{t.totalError}</span>}
        </div>
        {/* Said once a slider rests, not at each 5% it moves (its own value is read as it moves). */}
        <SettledAnnouncement
          message={total === 100 ? undefined : `${t.total}: ${total}%. ${t.totalError}`}
          delayMs={typingPauseMs}
        />
        {/* A price's note is heard as it appears, as the visitor leaves its editor (focus may be elsewhere by then). */}
        <SettledAnnouncement message={checks.find(({ type }) => type === lastSet)?.text} delayMs={0} />
      </fieldset>
      {t.footer ? <p className="calc-note">{t.footer}</p> : null}
      <div className="calc-actions">
        <Button type="submit" label={submitLabel} icon="chevron-right" iconPosition="end" />
        {chargingDiffers(state.charging, setup.charging) ? (
          <button
            type="button"
            className="calc-link"
            onClick={(event) => {
              focusBeforeRemoval(event.currentTarget, ...stepHeading);
              setDrafts({});
              setAsked(new Set());
              dispatch({ type: 'charging/reset' });
            }}
          >
            {t.reset}
          </button>
        ) : null}
      </div>
    </StepForm>
  );
}
