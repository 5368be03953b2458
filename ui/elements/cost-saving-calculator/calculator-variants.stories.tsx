/**
 * The embedded widget's variants (docs/calculator.md, The variants): brand, max-compare, filter-single-model, oem,
 * show-vehicle-cta with vehicle-cta-href, eapply-branding, ctas and print, each on the step where it shows.
 */
import type { Meta } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { calculatorMeta, calculatorView } from '../../stories/calculator-meta.ts';
import { startAt, visitAt } from '../../stories/calculator-visit.ts';
import type { ElementStory } from '../../stories/element-meta.ts';
import type { ElementArgs } from '../../stories/render-element.ts';

const meta = { ...calculatorMeta('compare'), title: 'Calculator/Variants' } satisfies Meta<ElementArgs>;
export default meta;
type Story = ElementStory;

const onModels = startAt(visitAt('select'));

/** Another brand's calculable editions. */
export const Brand: Story = {
  args: { brand: 'Kia' },
  beforeEach: onModels,
  play: async ({ canvasElement }) => {
    const { view } = calculatorView(canvasElement);
    await expect(await view.findByRole('radio', { name: 'Kia Niro' })).toBeInTheDocument();
    await expect(view.getAllByRole('checkbox')).toHaveLength(5);
    await expect(view.queryByRole('radio', { name: 'MG4 EV' })).toBeNull();
  },
};

/** One edition at a time: the basket says so, and the others are unavailable (aria-disabled) once one is chosen. */
export const MaxCompare: Story = {
  args: { 'max-compare': 1 },
  beforeEach: startAt(visitAt('select', { selected: ['mg-mg4-se-sr'] })),
  play: async ({ canvasElement }) => {
    const { view } = calculatorView(canvasElement);
    await expect(await view.findByRole('heading', { name: 'Select up to 1 to compare' })).toBeVisible();
    const unavailable = view.getAllByRole('checkbox').filter((box) => box.getAttribute('aria-disabled') === 'true');
    await expect(unavailable).toHaveLength(4);
  },
};

/** One model at a time: no All Models and no Clear, the first model (in the filter's order) chosen. */
export const FilterSingleModel: Story = {
  args: { 'filter-single-model': true },
  beforeEach: onModels,
  play: async ({ canvasElement }) => {
    const { view } = calculatorView(canvasElement);
    await expect(await view.findByRole('radio', { name: 'MG HS' })).toBeChecked();
    await expect(view.getAllByRole('checkbox')).toHaveLength(2);
    await expect(view.queryByRole('radio', { name: 'All Models' })).toBeNull();
    await expect(view.queryByRole('button', { name: 'Clear' })).toBeNull();
  },
};

/** Manufacturer-direct: the trim's own description, price and call-to-action. */
export const Oem: Story = {
  args: { oem: true, 'show-vehicle-cta': true },
  play: async ({ canvasElement }) => {
    const { view } = calculatorView(canvasElement);
    const cta = await view.findAllByRole('link', { name: /^Build yours\b/ });
    await expect(cta[0]).toHaveAttribute('href', 'https://mg.example.co.uk/build/mg-mg4-se-sr');
  },
};

/** View Offers on each card, to `vehicle-cta-href` with the edition's model and id filled in. */
export const ShowVehicleCta: Story = {
  args: { 'show-vehicle-cta': true, 'vehicle-cta-href': 'https://www.example.co.uk/offers/{model}?edition={id}' },
  play: async ({ canvasElement }) => {
    const { view } = calculatorView(canvasElement);
    const [first] = await view.findAllByRole('link', { name: /^View Offers\b/ });
    await expect(first).toHaveAttribute('href', 'https://www.example.co.uk/offers/MG4%20EV?edition=mg-mg4-se-sr');
  },
};

/** The finance provider's eApply branding: the dark step indicator. */
export const EapplyBranding: Story = {
  args: { 'eapply-branding': true },
  play: async ({ canvasElement }) => {
    const { view } = calculatorView(canvasElement);
    await expect(await view.findByRole('navigation', { name: 'Calculator steps' })).toHaveClass('hcuk-steps--dark');
  },
};

/** The appointment and test-drive block with the host's buttons. */
export const Ctas: Story = {
  args: {
    ctas: [
      { label: 'Book a test drive', href: 'https://www.example.co.uk/test-drive', primary: true, icon: 'calendar' },
      { label: 'Find a retailer', href: 'https://www.example.co.uk/retailers', icon: 'search' },
    ],
  },
  play: async ({ canvasElement }) => {
    const { view } = calculatorView(canvasElement);
    await expect(await view.findByText('Want to see one for yourself?')).toBeVisible();
    await expect(view.getByRole('link', { name: 'Book a test drive' })).toHaveAttribute(
      'href',
      'https://www.example.co.uk/test-drive',
    );
  },
};

/** Print on the compare step (and Ctrl+P / Cmd+P). */
export const Print: Story = {
  args: { print: true },
  play: async ({ canvasElement }) => {
    const { view } = calculatorView(canvasElement);
    await expect(await view.findByRole('button', { name: 'Print' })).toBeVisible();
  },
};
