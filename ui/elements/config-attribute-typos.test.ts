import { afterEach, expect, it, vi } from 'vitest';
import { warnAboutConfigAttributeTypos } from './config-attribute-typos.ts';
import { elementDefinitions } from './element-definitions.ts';

afterEach(() => vi.restoreAllMocks());

it('names each hcukConfig.attributes name no element has, once, with the one it probably meant', () => {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  const attributes = {
    'max-compre': 2,
    brnad: 'MG',
    maxCompare: 3,
    'max-compare': 3,
    theme: 'auto',
    label: 'x',
    zzz: 1,
  };
  warnAboutConfigAttributeTypos(attributes, elementDefinitions);
  expect(warn.mock.calls.map(([message]) => message)).toEqual([
    '[hcuk] window.hcukConfig.attributes has "max-compre", which no hcuk- element has; did you mean "max-compare"?',
    '[hcuk] window.hcukConfig.attributes has "brnad", which no hcuk- element has; did you mean "brand"?',
    '[hcuk] window.hcukConfig.attributes has "maxCompare", which no hcuk- element has; did you mean "max-compare"?',
    '[hcuk] window.hcukConfig.attributes has "zzz", which no hcuk- element has; ignoring it',
  ]);
  // Registering the elements again says nothing new.
  warnAboutConfigAttributeTypos(attributes, elementDefinitions);
  expect(warn).toHaveBeenCalledTimes(4);
});
