/**
 * The model filter: on wide screens a list of choices, on narrow screens a dropdown; All Models first (unless the
 * element shows one model at a time), a separator, then each model; Clear when filtered.
 */
import { useId } from 'react';
import { useCalculator } from '../../calculator-context.ts';
import { focusBeforeRemoval } from '../../parts/focus-before-removal.ts';
import { SelectField } from '../../parts/select-field.tsx';

/** Props of `ModelFilter`. */
export interface ModelFilterProps {
  modelNames: readonly string[];
  /** The model shown, or null for all. */
  current: string | null;
  onChange: (model: string | null) => void;
}

const all = '';

/** Radios styled as a list, or a select. */
export function ModelFilter({ modelNames, current, onChange }: ModelFilterProps) {
  const { texts, wide, options } = useCalculator();
  const id = useId();
  const t = texts.select;
  const withAll = !options.filterSingleModel;
  const choose = (value: string) => onChange(value === all ? null : value);
  const clear =
    withAll && current !== null ? (
      <button
        type="button"
        className="calc-link"
        onClick={(event) => {
          // To the filter itself: All Models' choice, or the dropdown.
          focusBeforeRemoval(event.currentTarget, '.calc-model-filter, .calc-toolbar__item', 'input, select');
          onChange(null);
        }}
      >
        {t.clear}
      </button>
    ) : null;

  if (!wide) {
    const first = withAll
      ? [
          { value: all, label: t.allModels },
          { value: 'separator', label: '──────────', disabled: true },
        ]
      : [];
    return (
      <SelectField
        className="calc-field calc-toolbar__item"
        label={t.modelFilterLabel}
        wide
        value={current ?? all}
        options={[...first, ...modelNames.map((name) => ({ value: name, label: name }))]}
        onChange={choose}
        after={clear}
      />
    );
  }
  const choice = (value: string, label: string) => (
    <label key={value || 'all'} className="calc-chip">
      <input type="radio" name={id} checked={(current ?? all) === value} onChange={() => choose(value)} />
      <span>{label}</span>
    </label>
  );
  return (
    <fieldset className="calc-fieldset calc-model-filter">
      <legend className="hcuk-visually-hidden">{t.modelFilterLabel}</legend>
      <div className="calc-chips">
        {withAll ? choice(all, t.allModels) : null}
        {withAll ? <span className="calc-chips__separator" aria-hidden="true" /> : null}
        {modelNames.map((name) => choice(name, name))}
        {clear}
      </div>
    </fieldset>
  );
}
