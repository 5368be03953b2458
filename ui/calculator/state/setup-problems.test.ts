import { expect, it } from 'vitest';
import { setupProblems } from './setup-problems.ts';

const page = 'https://www.example.co.uk/cars/calculator';
const fine = { brand: 'MG', privacyNoticeHref: '', showVehicleCta: false, vehicleCtaHref: '', oem: false, ctas: [] };

it('says nothing of a calculator set up as the README shows', () => {
  expect(setupProblems(fine, page)).toEqual({ errors: [], warnings: [] });
  const offers = { ...fine, showVehicleCta: true, vehicleCtaHref: '/offers/{id}', privacyNoticeHref: '/privacy' };
  expect(setupProblems(offers, page)).toEqual({ errors: [], warnings: [] });
  expect(setupProblems({ ...fine, showVehicleCta: true, oem: true }, page)).toEqual({ errors: [], warnings: [] });
});

it('names brand when it is missing or blank, as no models can be offered without it', () => {
  for (const brand of ['', '  ']) {
    expect(setupProblems({ ...fine, brand }, page).warnings).toEqual([
      '[hcuk] <hcuk-cost-saving-calculator> needs brand, the brand whose editions are offered (brand="MG"): without it none are.',
    ]);
  }
});

it('names the other half of the View Offers pair when only one is set', () => {
  expect(setupProblems({ ...fine, vehicleCtaHref: '/offers/{id}' }, page).warnings).toEqual([
    '[hcuk] <hcuk-cost-saving-calculator> has vehicle-cta-href but not show-vehicle-cta, so no View Offers button is shown: add show-vehicle-cta.',
  ]);
  expect(setupProblems({ ...fine, showVehicleCta: true }, page).warnings).toEqual([
    "[hcuk] <hcuk-cost-saving-calculator> has show-vehicle-cta but no vehicle-cta-href (nor oem, for the manufacturer's own), so no View Offers button is shown: add vehicle-cta-href.",
  ]);
});

it('refuses a privacy notice that is not an http(s) address as an error', () => {
  const { errors, warnings } = setupProblems({ ...fine, privacyNoticeHref: 'javascript:alert(1)' }, page);
  expect(errors).toHaveLength(1);
  expect(errors[0]).toMatch(/privacy-notice-href must be an http\(s\) address/);
  expect(warnings).toEqual([]);
});

it('names a call-to-action icon outside the set, once each, and the icons to choose from', () => {
  const ctas = [
    { label: 'Book a test drive', href: '/test-drive', icon: 'calendar' },
    { label: 'Find a dealer', href: '/dealers', icon: 'map-pin' },
    { label: 'Call us', href: 'tel:01234567890', icon: 'map-pin' },
    { label: 'Brochure', href: '/brochure' },
    { label: 'Offers', href: '/offers', icon: '' },
  ];
  expect(setupProblems({ ...fine, ctas }, page).warnings).toEqual([
    '[hcuk] <hcuk-cost-saving-calculator> ctas: icon "map-pin" is not in the set, so its button shows without one: use one of arrow-up, arrow-right, chevron-left, chevron-right, chevron-down, close, check, plus, minus, info, warning, print, car, bolt, fuel-pump, calendar, search, external, trash, or leave icon out.',
  ]);
});
