/**
 * Said above the step a shared link opened on: that the comparison came from a link, and anything the link held
 * that this calculator's rules do not allow, field by field with the rule and what it is now (the nearest valid
 * comparison, never a silent change); or that the link could not be read, so the calculator starts afresh.
 */
import { useCalculator, useCalculatorSetup } from './calculator-context.ts';
import type { OpenedFromLink } from './opened-from-link.ts';
import type { ShareChange } from './state/share/index.ts';
import { type CalculatorTexts, fillPlaceholders } from './state/texts/index.ts';
import { type VehicleDraft, vehicleFieldCheck, vehicleFigureFields } from './state/vehicle/index.ts';
import { useOfferedEditions } from './use-offered-editions.ts';

/** The field's name as the visitor reads it on the form. */
function fieldName(change: ShareChange, texts: CalculatorTexts): string {
  const v = texts.vehicle;
  const names: Partial<Record<ShareChange['field'], string>> = {
    fuel: v.fuelLabel,
    mpg: v.mpgLabel,
    mileage: v.mileageLabel,
    mileagePer: v.mileagePeriodLabel,
    fuelPrice: v.fuelPriceLabel,
    petrolPrice: v.fuelPriceLabel,
    vehicleTax: v.vehicleTaxLabel,
  };
  const name = names[change.field] ?? texts.compare.chargingProfile;
  return change.key && !names[change.field] ? `${name} (${change.key})` : name;
}

/** A charging type the link named that was left out: unknown here, or named twice. */
const chargeTypeLeftOut = (change: ShareChange) =>
  change.field === 'chargeType' && (change.rule === 'unknown-charge-type' || change.rule === 'repeated');

/**
 * What the link held, as the note quotes it: at most 16 characters. A code is letters, digits and a few marks, so
 * no sentence fits in one; charging types, whose names may hold any text, are counted and never quoted.
 */
const quoted = (text: string) => (text.length > 16 ? `${text.slice(0, 15)}…` : text);

/**
 * One sentence for each change, and a count of the charging types left out and of the vehicles left out: those the
 * link's rules dropped, and those it kept that the brand does not offer (`notOffered`, known once the models have
 * arrived). Anyone can write a link, so nothing it names is put into the calculator's sentences whole.
 */
function changeLines(changes: readonly ShareChange[], notOffered: number, texts: CalculatorTexts): string[] {
  const t = texts.compare.share;
  const left = changes.filter((change) => change.field === 'compared').length + notOffered;
  const typesLeft = changes.filter(chargeTypeLeftOut).length;
  const lines = changes.flatMap((change) => {
    if (change.field === 'compared' || chargeTypeLeftOut(change)) return [];
    const values = { field: fieldName(change, texts), from: quoted(change.from), to: change.to };
    switch (change.rule) {
      case 'below-minimum':
        return [fillPlaceholders(t.belowMinimum, values)];
      case 'above-maximum':
        return [fillPlaceholders(t.aboveMaximum, values)];
      case 'whole-percent':
        return [fillPlaceholders(t.notWhole, values)];
      case 'shares-total':
        return [fillPlaceholders(t.sharesTotal, values)];
      case 'missing':
        return [fillPlaceholders(t.missing, values)];
      default:
        return [fillPlaceholders(t.unknown, values)];
    }
  });
  return [
    ...lines,
    ...(typesLeft > 0 ? [fillPlaceholders(t.chargeTypesLeftOut, { count: typesLeft })] : []),
    ...(left > 0 ? [fillPlaceholders(t.vehiclesLeftOut, { count: left })] : []),
  ];
}

/** The note, for `opened`, whose vehicle figures were `linkVehicle`. */
export function SharedLinkNote({ opened, linkVehicle }: { opened: OpenedFromLink; linkVehicle: VehicleDraft }) {
  const { texts } = useCalculatorSetup();
  const t = texts.compare.share;
  if (!opened.restored)
    return (
      <div className="calc-notice calc-shared-note" role="status">
        {/* The brand a link names is anyone's text: it is not quoted, as no name from a link is. */}
        <p>{opened.otherBrand ? t.otherBrand : t.refused}</p>
      </div>
    );
  return <RestoredNote opened={opened} linkVehicle={linkVehicle} />;
}

/** The restored link's note: what was changed, and which vehicles are not on offer once the models are known. */
function RestoredNote({
  opened,
  linkVehicle,
}: {
  opened: Extract<OpenedFromLink, { restored: true }>;
  linkVehicle: VehicleDraft;
}) {
  const { texts } = useCalculatorSetup();
  const t = texts.compare.share;
  const { query, byId } = useOfferedEditions();
  const notOffered = query.isSuccess ? opened.compared.filter((id) => !byId.has(id)).length : 0;
  const lines = changeLines(opened.changes, notOffered, texts);
  // Figures the link holds that few visitors mean (4.5 mpg), asked about as the vehicle step asks whoever types them:
  // the sender may have confirmed a slip, but the one opening the link was never asked, and it is costed as it is
  // (CAP Code 3.1). The link's own figures, as it opened (kept by the flow, as the note is shown again on a return to
  // the step): not what the visitor has typed since (the fields say that themselves). The comparison's mileage field
  // asks about its own figure beside it once the models are shown; while they load, or if they fail, the field is not
  // on screen and the note asks. The current car's card asks about an unlikely mpg or tax too, under its summary;
  // the note still says them, as it is what a screen reader announces as the link opens.
  const { state } = useCalculator();
  const mileageShown = state.step === 'compare' && query.isSuccess;
  const checks = vehicleFigureFields
    .filter((field) => !(field === 'mileage' && mileageShown))
    .flatMap((field) => vehicleFieldCheck(field, linkVehicle) ?? []);
  return (
    <div className="calc-notice calc-shared-note" role="status">
      <p>{t.restored}</p>
      <NoteList intro={t.changed} items={lines} />
      <NoteList intro={t.check} items={checks} />
    </div>
  );
}

/** A sentence and the list it introduces; nothing when the list is empty. */
function NoteList({ intro, items }: { intro: string; items: readonly string[] }) {
  if (items.length === 0) return null;
  return (
    <>
      <p>{intro}</p>
      <ul>
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </>
  );
}
