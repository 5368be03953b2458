/**
 * The charging-profile choice: a horizontal radio group on wide screens when there are 3 or more profiles, otherwise a
 * dropdown. Values that match no profile show as the Custom profile.
 */
import { useId } from 'react';
import { useCalculator } from '../../calculator-context.ts';
import { SelectField } from '../../parts/select-field.tsx';
import { matchingProfile } from '../../state/charging/index.ts';

/** Radios or a select, by width and profile count. */
export function ProfilePicker() {
  const { texts, setup, state, dispatch, wide } = useCalculator();
  const id = useId();
  const t = texts.charging;
  const profiles = setup.charging.profiles;
  const selected = matchingProfile(setup.charging, state.charging.shares);
  const choose = (index: number) => dispatch({ type: 'charging/profile', index });

  if (wide && profiles.length >= 3) {
    return (
      <fieldset className="calc-fieldset">
        <legend className="calc-field__label">
          {t.profile}
          {selected < 0 ? <span className="calc-custom-badge">{t.customProfile}</span> : null}
        </legend>
        <div className="calc-radios calc-radios--row">
          {profiles.map((profile, index) => (
            <label key={profile.name} className="calc-radio calc-radio--tile">
              <input type="radio" name={id} checked={selected === index} onChange={() => choose(index)} />
              <span>{profile.name}</span>
            </label>
          ))}
        </div>
      </fieldset>
    );
  }
  const custom = selected < 0 ? [{ value: '-1', label: t.customProfile, disabled: true }] : [];
  return (
    <SelectField
      className="calc-field"
      label={t.profile}
      wide
      value={String(selected)}
      options={[...custom, ...profiles.map((profile, index) => ({ value: String(index), label: profile.name }))]}
      onChange={(value) => choose(Number(value))}
    />
  );
}
