/**
 * The Annual, Monthly and Weekly tabs of a result card, in the WAI-ARIA Tabs pattern with automatic activation:
 * one tab stop, Left and Right (and Home, End) move and select. The selected period is shared by every card.
 */
import { type KeyboardEvent, useRef } from 'react';
import { useCalculator } from '../../calculator-context.ts';
import { trackComparison } from '../../calculator-tracking.ts';
import { type Period, periods } from '../../state/store/index.ts';
import { useOfferedEditions } from '../../use-offered-editions.ts';

/** Props of `PeriodTabs`. */
export interface PeriodTabsProps {
  /** Prefix of the tab and panel ids (unique per card). */
  idBase: string;
  /** The tab list's name, e.g. "Running costs of MG4 EV SE". */
  label: string;
}

/** The id of a card's tab for `period`, and of its panel. */
export const tabId = (idBase: string, period: Period) => `${idBase}-tab-${period}`;
export const panelId = (idBase: string) => `${idBase}-panel`;

/** The tab list; the card renders the panel with `panelId`. */
export function PeriodTabs({ idBase, label }: PeriodTabsProps) {
  const { texts, state, dispatch, host } = useCalculator();
  const { describe } = useOfferedEditions();
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const select = (period: Period) => {
    if (period === state.period) return;
    trackComparison(host, 'compare', { linkText: texts.compare[period], selection: describe(state.compared) });
    dispatch({ type: 'compare/period', period });
  };
  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const last = periods.length - 1;
    const moves: Record<string, number> = {
      ArrowRight: index === last ? 0 : index + 1,
      ArrowLeft: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    select(periods[next] as Period);
    tabs.current[next]?.focus();
  };
  return (
    <div className="calc-tabs" role="tablist" aria-label={label}>
      {periods.map((period, index) => {
        const selected = period === state.period;
        return (
          <button
            key={period}
            ref={(element) => {
              tabs.current[index] = element;
            }}
            type="button"
            role="tab"
            id={tabId(idBase, period)}
            className="calc-tabs__tab"
            aria-selected={selected}
            aria-controls={panelId(idBase)}
            tabIndex={selected ? 0 : -1}
            onClick={() => select(period)}
            onKeyDown={(event) => onKeyDown(event, index)}
          >
            {texts.compare[period]}
          </button>
        );
      })}
    </div>
  );
}
