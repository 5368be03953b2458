/**
 * The vehicle call-to-action on a result card (`show-vehicle-cta`): with `oem`, the manufacturer's own CTA from
 * the trim; otherwise View Offers, linking to `vehicle-cta-href` with `{id}`, `{capCode}` and `{model}` filled in.
 */
import { trackEvent } from '../../../analytics/track-event.ts';
import { quoteBuilderEvent } from '../../../analytics/tracking-events.ts';
import { Button } from '../../../components/button/button.tsx';
import { isIconName } from '../../../components/icon/icon-set.ts';
import { useCalculatorSetup } from '../../calculator-context.ts';
import type { Edition } from '../../state/selection/index.ts';
import { stepAnalytics } from '../../state/store/index.ts';

/** `template` with `{id}`, `{capCode}` and `{model}` replaced by the edition's, URL-encoded. */
export function vehicleCtaHref(template: string, edition: Edition): string {
  const values: Record<string, string> = { id: edition.id, capCode: edition.capCode, model: edition.model };
  return template.replace(/\{(id|capCode|model)\}/g, (_, name: string) => encodeURIComponent(values[name] ?? ''));
}

/** The card's CTA button, or nothing when the element does not ask for one or there is no link. */
export function VehicleCta({ edition }: { edition: Edition }) {
  const { texts, options, host } = useCalculatorSetup();
  if (!options.showVehicleCta) return null;
  const cta = options.oem && edition.cta ? edition.cta : undefined;
  const href = cta?.href ?? (options.vehicleCtaHref ? vehicleCtaHref(options.vehicleCtaHref, edition) : '');
  if (!href) return null;
  const label = cta?.label ?? texts.compare.viewOffers;
  const { number, name } = stepAnalytics.compare;
  return (
    <Button
      variant={cta && cta.primary === false ? 'secondary' : 'primary'}
      // Each card's link names its car after the visible words (WCAG 2.4.9, 2.5.3): a screen reader's list of links
      // reads "View Offers, MG4 EV SE Standard Range 51kWh", not three alike.
      trackingTitle={label}
      href={href}
      icon={cta?.icon && isIconName(cta.icon) ? cta.icon : 'arrow-right'}
      iconPosition="end"
      onClick={() =>
        trackEvent(
          quoteBuilderEvent({ stepNumber: number, stepName: name, selection: edition.description, linkText: label }),
          { source: host },
        )
      }
    >
      {label}
      <span className="hcuk-visually-hidden">, {edition.description}</span>
    </Button>
  );
}
