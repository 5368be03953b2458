import { afterEach, expect, it } from 'vitest';
import { sharedStart } from './opened-from-link.ts';
import { mockSetup } from './test/mock-configuration.ts';

afterEach(() => {
  document.body.replaceChildren();
  window.hcukConfig = undefined;
});

const mgLink = { hash: '#hcuk=2.MG~p:45:150:w:1.36::195~home:100:0.2467~mg-mg4-se-sr~a:r' } as Location;
const page = (html: string) => {
  document.body.innerHTML = html;
};

it('leaves another brand’s link for that brand’s calculator when the page has one, by attribute or page default', () => {
  page(
    '<hcuk-cost-saving-calculator brand="Kia"></hcuk-cost-saving-calculator><hcuk-cost-saving-calculator brand="mg">',
  );
  expect(sharedStart(mockSetup, 'Kia', 3, mgLink)).toEqual({ othersLink: true });
  page('<hcuk-cost-saving-calculator brand="Kia"></hcuk-cost-saving-calculator><hcuk-cost-saving-calculator>');
  window.hcukConfig = { attributes: { brand: 'MG' } };
  expect(sharedStart(mockSetup, 'Kia', 3, mgLink)).toEqual({ othersLink: true });
});

it('finds that brand’s calculator inside a host component’s open shadow root, at any depth', () => {
  page('<hcuk-cost-saving-calculator brand="Kia"></hcuk-cost-saving-calculator><site-offers></site-offers>');
  const outer = document.querySelector('site-offers')?.attachShadow({ mode: 'open' });
  outer?.replaceChildren(document.createElement('site-panel'));
  const inner = outer?.querySelector('site-panel')?.attachShadow({ mode: 'open' });
  expect(sharedStart(mockSetup, 'Kia', 3, mgLink)).toEqual({ opened: { restored: false, otherBrand: 'MG' } });
  const mg = document.createElement('hcuk-cost-saving-calculator');
  mg.setAttribute('brand', 'MG');
  inner?.append(mg);
  expect(sharedStart(mockSetup, 'Kia', 3, mgLink)).toEqual({ othersLink: true });
});

it('says the link is another brand’s when no calculator on the page is of that brand, and opens its own', () => {
  page('<hcuk-cost-saving-calculator brand="Kia"></hcuk-cost-saving-calculator>');
  expect(sharedStart(mockSetup, 'Kia', 3, mgLink)).toEqual({ opened: { restored: false, otherBrand: 'MG' } });
  const own = sharedStart(mockSetup, 'MG', 3, mgLink);
  expect(own.opened).toMatchObject({ restored: true, compared: ['mg-mg4-se-sr'] });
  expect(own.othersLink).toBeUndefined();
});
