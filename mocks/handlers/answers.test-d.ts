import { expectTypeOf, it } from 'vitest';
import type { Answer, Answers } from './operation-input.ts';
import type { OkBody } from './operation-types.ts';

it("types each answer by its operation's 200 schema from the generated paths", () => {
  expectTypeOf<ReturnType<Answer<'calculate'>>>().toEqualTypeOf<OkBody<'calculate'> | Response>();
  expectTypeOf<OkBody<'getToken'>['tokenType']>().toEqualTypeOf<'Bearer'>();
});

it('refuses an answer whose shape the spec does not allow', () => {
  // @ts-expect-error `results` is not `vehicleResults`: the broken variant must build a raw Response on purpose.
  const renamed: Answers<'calculate'> = { calculate: () => ({ results: [] }) };
  const badTrim: Answer<'getRunningCostModels'> = () => ({
    models: [
      {
        modelName: 'X',
        // @ts-expect-error powerTrain 'diesel' is not one of bev, phev, hev.
        trims: [{ model: 'X', powerTrain: 'diesel', runningCostCalcAllowed: true }],
      },
    ],
  });
  expectTypeOf(renamed).not.toBeAny();
  expectTypeOf(badTrim).not.toBeAny();
});
