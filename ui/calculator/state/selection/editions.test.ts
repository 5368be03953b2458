import { expect, it } from 'vitest';
import { mockModels } from '../../test/mock-configuration.ts';
import { type Edition, offeredFuelKind, offeredModels, sortEditions } from './editions.ts';

const brand = (name: string) => mockModels.models.filter((model) => model.modelName.startsWith(name));

it('offers only trims with an id that may be calculated, and hides models with none', () => {
  const mg = offeredModels(brand('MG'), false);
  expect(mg.map((model) => model.modelName)).toEqual(['MG HS', 'MG4 EV']);
  expect(mg.flatMap((model) => model.editions).some((edition) => edition.id.includes('hs-hybrid-trophy'))).toBe(false);
  const kia = offeredModels(brand('Kia'), false).flatMap((model) => model.editions);
  expect(kia.every((edition) => edition.id !== '')).toBe(true);
  expect(kia).toHaveLength(5);
});

it('switches to the manufacturer-direct description, image, price and CTA for oem', () => {
  const mg4 = (oem: boolean) => offeredModels(brand('MG'), oem).find((model) => model.modelName === 'MG4 EV');
  const [standard] = mg4(false)?.editions ?? [];
  const [direct] = mg4(true)?.editions ?? [];
  expect(standard).toMatchObject({
    description: 'MG4 EV SE Standard Range 51kWh',
    price: 25995,
    image: '/data/images/mg-mg4.svg',
  });
  expect(standard?.cta).toBeUndefined();
  expect(direct).toMatchObject({
    description: 'MG4 EV SE Standard Range 51kWh, MG Direct price',
    price: 24995,
    image: '/data/images/mg-mg4-oem.svg',
    cta: { label: 'Build yours', href: 'https://mg.example.co.uk/build/mg-mg4-se-sr' },
  });
});

it('sorts by model, or by price with a missing price counted as 0', () => {
  const edition = (id: string, model: string, price: number | null) => ({ id, model, price }) as Edition;
  const list = [edition('a', 'Yaris', 23000), edition('b', 'Corolla', null), edition('c', 'bZ4X', 41000)];
  expect(sortEditions(list, 'model').map((e) => e.id)).toEqual(['c', 'b', 'a']);
  expect(sortEditions(list, 'price-desc').map((e) => e.id)).toEqual(['c', 'a', 'b']);
  expect(sortEditions(list, 'price-asc').map((e) => e.id)).toEqual(['b', 'a', 'c']);
});

it('lists models in the order Sort by Model puts their editions', () => {
  const models = offeredModels([...brand('MG'), ...brand('Kia')], false);
  const editions = models.flatMap((model) => model.editions).toReversed();
  const sorted = sortEditions(editions, 'model').map((edition) => edition.model);
  expect([...new Set(sorted)]).toEqual(models.map((model) => model.modelName));
  expect(models.map((model) => model.modelName)).toEqual(['Kia EV3', 'Kia Niro', 'MG HS', 'MG4 EV']);
});

it('describes the kind of vehicles on offer for the maximum text', () => {
  expect(offeredFuelKind(offeredModels(brand('MG'), false))).toBe('electric and hybrid');
  expect(offeredFuelKind(offeredModels(brand('BYD'), false))).toBe('electric');
});

it('offers each id once, the first trim with it winning, across models too', () => {
  const trim = (id: string, description: string) => ({
    id,
    model: 'Twin',
    powerTrain: 'bev' as const,
    runningCostCalcAllowed: true,
    otp: 30000,
    vendorVehicleDescription: description,
  });
  const models = [
    { modelName: 'Twin', trims: [trim('x', 'First'), trim('x', 'Second'), trim('y', 'Other')] },
    { modelName: 'Twin B', trims: [trim('x', 'Third'), trim('z', 'Last')] },
  ];
  const offered = offeredModels(models, false).flatMap((model) => model.editions);
  expect(offered.map((edition) => `${edition.id} ${edition.description}`)).toEqual(['x First', 'y Other', 'z Last']);
});

it('treats a price, range or mpg that is no plausible figure as unknown', () => {
  const [odd] = offeredModels(
    [
      {
        modelName: 'Odd',
        trims: [
          { id: 'o', model: 'Odd', powerTrain: 'hev', runningCostCalcAllowed: true, otp: 1e308, evRange: -5 },
          {
            id: 'p',
            model: 'Odd',
            powerTrain: 'hev',
            runningCostCalcAllowed: true,
            otp: 25995.5,
            weightedCombinedMPG: 0,
          },
        ],
      },
    ],
    false,
  );
  expect(odd?.editions.map(({ price, evRange, mpg }) => ({ price, evRange, mpg }))).toEqual([
    { price: null, evRange: null, mpg: null },
    { price: 25995.5, evRange: null, mpg: null },
  ]);
});
