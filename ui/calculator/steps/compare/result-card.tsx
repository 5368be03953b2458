/**
 * One compared vehicle (spec section 2): its picture and description, Remove, the period tabs, the current and
 * estimated running costs and the difference, then on-the-road price, fuel economy, electric range and battery.
 */
import { useId } from 'react';
import { Icon } from '../../../components/icon/icon.tsx';
import { useCalculator } from '../../calculator-context.ts';
import { formatMoney, formatPrice } from '../../format/money.ts';
import { powerTrainLabel } from '../../format/power-train.ts';
import { EditionImage } from '../../parts/edition-image.tsx';
import type { Edition } from '../../state/editions.ts';
import { milesPerKwh, periodFigures, type VehicleResult } from '../../state/vehicle-results.ts';
import { PeriodTabs, panelId, tabId } from './period-tabs.tsx';
import { VehicleCta } from './vehicle-cta.tsx';

/** Props of `ResultCard`. */
export interface ResultCardProps {
  edition: Edition;
  /** Undefined while its figures are being calculated, or when they could not be. */
  result: VehicleResult | undefined;
  /** What to show without figures: "Calculating…" or "Not available". */
  missing: string;
  /** The Remove button's ref (focus moves on when a card is removed). */
  removeRef?: (element: HTMLButtonElement | null) => void;
  /** "Running Cost Difference", or the Illustrative label while the data is representative. */
  differenceLabel: string;
  onRemove: () => void;
}

const number = new Intl.NumberFormat('en-GB', { maximumFractionDigits: 1 });
const efficiencyFormat = new Intl.NumberFormat('en-GB', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** A result card. */
export function ResultCard({ edition, result, missing, differenceLabel, removeRef, onRemove }: ResultCardProps) {
  const { texts, state, imageUrl } = useCalculator();
  const t = texts.compare;
  const idBase = useId();
  const figures = result ? periodFigures(result, state.period) : undefined;
  const efficiency = result ? milesPerKwh(result) : null;
  const economy =
    edition.powerTrain === 'hev' && edition.mpg
      ? `${number.format(edition.mpg)} mpg`
      : efficiency
        ? `${efficiencyFormat.format(efficiency)} miles per kWh`
        : null;
  const specs: [string, string | null][] = [
    [t.onTheRoadPrice, edition.price === null ? null : formatPrice(edition.price)],
    [t.fuelEconomy, economy],
    [t.electricRange, result?.vehicle.evRange ? `${number.format(result.vehicle.evRange)} miles` : null],
    [t.batteryCapacity, result?.vehicle.battery ? `${number.format(result.vehicle.battery)} kWh` : null],
  ];
  return (
    <li className="calc-result">
      <div className="calc-result__head">
        <EditionImage src={imageUrl(edition.image)} className="calc-result__image" />
        <div className="calc-result__title">
          <span className="calc-card__train">{powerTrainLabel(edition.powerTrain)}</span>
          <span className="calc-result__model">{edition.model}</span>
          {/* The heading names the edition in full: "MG HS" alone would head two different cards. */}
          <h3 className="calc-result__description">{edition.description}</h3>
        </div>
        <button
          ref={removeRef}
          type="button"
          className="calc-icon-button"
          aria-label={`${t.remove} ${edition.description}`}
          onClick={onRemove}
        >
          <Icon name="trash" />
        </button>
      </div>
      <PeriodTabs idBase={idBase} label={`${edition.description}: running costs`} />
      <div
        role="tabpanel"
        id={panelId(idBase)}
        aria-labelledby={tabId(idBase, state.period)}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: the WAI-ARIA Tabs pattern makes a panel without focusable content a tab stop.
        tabIndex={0}
        className="calc-result__panel"
      >
        {figures ? (
          <dl className="calc-figures">
            <div>
              <dt>{t.currentRunningCost}</dt>
              <dd>{formatMoney(figures.current)}</dd>
            </div>
            <div>
              <dt>{t.estimatedRunningCost}</dt>
              <dd>{formatMoney(figures.next)}</dd>
            </div>
            <div className={`calc-figures__saving${figures.saving < 0 ? ' is-negative' : ''}`}>
              <dt>{differenceLabel}</dt>
              <dd>{formatMoney(figures.saving)}</dd>
            </div>
          </dl>
        ) : (
          <p className="calc-result__pending">{missing}</p>
        )}
      </div>
      <dl className="calc-specs">
        {specs.flatMap(([label, value]) =>
          value === null
            ? []
            : [
                <div key={label}>
                  <dt>{label}</dt>
                  <dd>{value}</dd>
                </div>,
              ],
        )}
      </dl>
      <VehicleCta edition={edition} />
    </li>
  );
}
