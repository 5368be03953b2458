/**
 * The editions the calculator offers: only trims with an id and `runningCostCalcAllowed`, models with none hidden;
 * `oem` switches to the manufacturer-direct description, image, price and CTA.
 */
import type { FinanceSchema } from '@hcuk-genesis/sdk';
import { collatorCompare } from '../../format/intl-on-first-use.ts';
import { figureCeilings, positiveFigure } from '../figures/plausible-figures.ts';

/** A trim as the running-cost models call returns it. */
export type Trim = FinanceSchema<'Trim'>;
/** A call-to-action: label, href, primary, icon. */
export type CtaItem = FinanceSchema<'CtaItem'>;

/** An edition as a card shows it. */
export interface Edition {
  id: string;
  capCode: string;
  model: string;
  powerTrain: Trim['powerTrain'];
  description: string;
  /** On-the-road price in pounds; `null` when unknown. */
  price: number | null;
  image: string;
  /** The manufacturer's call-to-action (oem only). */
  cta?: CtaItem;
  /** Weighted combined mpg (hybrids), when known. */
  mpg: number | null;
  /** WLTP electric range in miles (battery-electric and plug-in hybrids), when known. */
  evRange: number | null;
}

/** A model and its offered editions. */
export interface OfferedModel {
  modelName: string;
  editions: Edition[];
}

/**
 * The edition a card shows for `trim` (which must have an id). A price, range or mpg that is not a plausible figure
 * (not finite, 0 or less, or past its ceiling) is unknown: "Price on request", no range line.
 */
export function editionOf(trim: Trim & { id: string }, oem: boolean): Edition {
  const standard = {
    description: trim.vendorVehicleDescription ?? trim.capVehicleDescription ?? trim.model,
    price: trim.otp ?? null,
    image: trim.modelImage ?? '',
  };
  const price =
    oem && typeof trim.standaloneRunningCostOTP === 'number' ? trim.standaloneRunningCostOTP : standard.price;
  return {
    id: trim.id,
    capCode: trim.capCode ?? '',
    model: trim.model,
    powerTrain: trim.powerTrain,
    // A manufacturer-direct field that is missing falls back to the standard one.
    description: (oem && trim.standaloneRunningCostVehicleDescription) || standard.description,
    price: positiveFigure(price, figureCeilings.price),
    image: (oem && trim.standaloneRunningCostImage) || standard.image,
    cta: oem ? trim.standaloneRunningCostCta : undefined,
    mpg: positiveFigure(trim.weightedCombinedMPG, figureCeilings.mpg),
    evRange: positiveFigure(trim.evRange, figureCeilings.evRange),
  };
}

/**
 * Model names in one order for the filter and for Sort by Model (the filter once listed MG4 EV before MG HS while the
 * sort put MG HS first): the en-GB collation, numbers by value.
 */
const modelOrder = collatorCompare('en-GB', { numeric: true });

/**
 * The models with their offered editions, in the answer's order; models with none are left out. Ids are unique: a
 * trim whose id an earlier trim already has (in the answer's order) is left out, so checking one card never checks
 * another and a comparison never shows a different car under the same id.
 */
export function offeredInAnswerOrder(
  models: readonly FinanceSchema<'RunningCostModel'>[],
  oem: boolean,
): OfferedModel[] {
  const seen = new Set<string>();
  const firstWithId = (trim: Trim): trim is Trim & { id: string } => {
    if (!trim.id || trim.runningCostCalcAllowed !== true || seen.has(trim.id)) return false;
    seen.add(trim.id);
    return true;
  };
  return models.flatMap((model) => {
    const editions = model.trims.filter(firstWithId).map((trim) => editionOf(trim, oem));
    return editions.length > 0 ? [{ modelName: model.modelName, editions }] : [];
  });
}

/** `offered` in model-name order (a copy). */
export const inModelOrder = (offered: readonly OfferedModel[]): OfferedModel[] =>
  offered.toSorted((a, b) => modelOrder(a.modelName, b.modelName));

/** The models with their offered editions (`offeredInAnswerOrder`), in model-name order. */
export const offeredModels = (models: readonly FinanceSchema<'RunningCostModel'>[], oem: boolean): OfferedModel[] =>
  inModelOrder(offeredInAnswerOrder(models, oem));

/** How the grid is sorted. */
export type EditionSort = 'model' | 'price-desc' | 'price-asc';

/** The sort values in menu order. */
export const editionSorts: readonly EditionSort[] = ['model', 'price-desc', 'price-asc'];

/**
 * Editions sorted by model name, or by price (a missing price counts as 0); ties keep their order. Model names are
 * collated once each, then editions sort by their name's rank: 5,000 editions of 50 models collate 50 names, not 60,000
 * pairs.
 */
export function sortEditions(editions: readonly Edition[], sort: EditionSort): Edition[] {
  const price = (edition: Edition) => edition.price ?? 0;
  if (sort === 'price-desc') return editions.toSorted((a, b) => price(b) - price(a));
  if (sort === 'price-asc') return editions.toSorted((a, b) => price(a) - price(b));
  const names = [...new Set(editions.map((edition) => edition.model))].sort(modelOrder);
  const rank = new Map(names.map((name, index) => [name, index]));
  const rankOf = (edition: Edition) => rank.get(edition.model) ?? 0;
  return editions.toSorted((a, b) => rankOf(a) - rankOf(b));
}

/** The kind of vehicle the brand offers, for the maximum text: electric, hybrid, or electric and hybrid. */
export function offeredFuelKind(models: readonly OfferedModel[]): string {
  const trains = new Set(models.flatMap((model) => model.editions.map((edition) => edition.powerTrain)));
  const hybrid = trains.has('hev');
  const electric = trains.has('bev') || trains.has('phev');
  return electric && hybrid ? 'electric and hybrid' : hybrid ? 'hybrid' : 'electric';
}
