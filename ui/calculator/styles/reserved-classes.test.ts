import { expect, it } from 'vitest';
import { isReservedClass } from '../../components/html-content/reserved-class.ts';
import { styleModules } from './style-modules.ts';

it('styles only classes the sanitiser takes from content, so content can never take their look or place', () => {
  const classes = Object.entries(styleModules).flatMap(([module, css]) =>
    Array.from(css.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g), (match) => `${module}: .${match[1]}`),
  );
  expect(classes.length).toBeGreaterThan(150);
  expect(classes.filter((entry) => !isReservedClass(entry.split('.')[1] ?? ''))).toEqual([]);
});
