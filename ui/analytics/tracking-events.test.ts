import { expect, it } from 'vitest';
import {
  costComparisonEvent,
  ctaClickEvent,
  filterEvent,
  quoteBuilderEvent,
  virtualPageviewEvent,
} from './tracking-events.ts';

it('builds filter with the table fields', () => {
  expect(filterEvent('cost comparison calculator', 'IONIQ 5')).toEqual({
    event: 'filter',
    site_section: 'cost comparison calculator',
    filter_name: 'IONIQ 5',
  });
});

it('builds cta_click and virtual_pageview', () => {
  expect(ctaClickEvent('cost comparison calculator', 'View Offers', 'https://www.example.co.uk/offers')).toEqual({
    event: 'cta_click',
    site_section: 'cost comparison calculator',
    link_text: 'View Offers',
    link_url: 'https://www.example.co.uk/offers',
  });
  expect(virtualPageviewEvent('cost comparison calculator', 2, 'Charging costs')).toEqual({
    event: 'virtual_pageview',
    site_section: 'cost comparison calculator',
    step_number: 2,
    step_name: 'Charging costs',
  });
});

it('builds quote_builder', () => {
  expect(quoteBuilderEvent({ stepNumber: 3, stepName: 'Finance', selection: 'PCP', linkText: 'Next' })).toEqual({
    event: 'quote_builder',
    step_number: 3,
    step_name: 'Finance',
    selection: 'PCP',
    link_text: 'Next',
  });
});

it('builds cost_comparison with a comma-joined selection and its length', () => {
  const event = costComparisonEvent({
    stepNumber: 4,
    stepName: 'Comparison',
    selection: ['IONIQ 5 Premium', 'KONA Electric Advance'],
    cost: 512.4,
    saving: 1287.6,
    linkText: 'Compare',
    model: 'IONIQ 5',
  });
  expect(event).toEqual({
    event: 'cost_comparison',
    step_number: 4,
    step_name: 'Comparison',
    selection: 'IONIQ 5 Premium,KONA Electric Advance',
    selection_length: 2,
    cost: 512.4,
    saving: 1287.6,
    link_text: 'Compare',
    model: 'IONIQ 5',
  });
});
