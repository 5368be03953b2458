import { expect, it } from 'vitest';
import { htmlToParagraphs } from './html-to-text.ts';

it('reads paragraphs, list items and line breaks as paragraphs of text, with the tags removed', () => {
  const terms =
    '<p>Figures are <strong>estimates</strong>.</p><ul><li><b>Home</b>: 7-10p per kWh.</li><li>Rapid: 79p</li></ul>' +
    'Fuel: 4.54609 litres per gallon<br>See <a href="https://www.gov.uk/fuel-duty">fuel duty</a>.';
  expect(htmlToParagraphs(terms)).toEqual([
    'Figures are estimates.',
    'Home: 7-10p per kWh.',
    'Rapid: 79p',
    'Fuel: 4.54609 litres per gallon',
    'See fuel duty.',
  ]);
});

it('decodes named and numeric entities, and leaves unknown ones as written', () => {
  expect(htmlToParagraphs('&pound;1.36 a litre &amp; &#163;1.45 &#x2014; &nbsp;Car&rsquo;s &bogus; &#0;')).toEqual([
    '£1.36 a litre & £1.45 — Car’s &bogus; &#0;',
  ]);
});

it('keeps nothing of scripts, styles or comments, and no markup survives as text', () => {
  const hostile =
    '<script>alert(1)</script><style>p{}</style><!-- note --><p onclick="x()">Terms</p><img src=x onerror=alert(1)>' +
    '<p>1 < 2 and <unclosed';
  expect(htmlToParagraphs(hostile)).toEqual(['Terms', '1 < 2 and']);
});

it('decodes the entities a formula uses, as printed terms show them', () => {
  expect(htmlToParagraphs('<p>(miles &divide; mpg) &times; 4.54609 &minus; 1 &le; 2</p>')).toEqual([
    '(miles ÷ mpg) × 4.54609 − 1 ≤ 2',
  ]);
});
