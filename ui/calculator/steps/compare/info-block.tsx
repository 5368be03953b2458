/** The appointment and test-drive block with the element's `ctas`; hidden when there are none. */
import { useId } from 'react';
import { Button } from '../../../components/button/button.tsx';
import { isIconName } from '../../../components/icon/icon-set.ts';
import { useCalculatorSetup } from '../../calculator-context.ts';

/** The info block, or nothing. */
export function InfoBlock() {
  const { texts, options } = useCalculatorSetup();
  const id = useId();
  if (options.ctas.length === 0) return null;
  return (
    <section className="calc-info" aria-labelledby={id}>
      <h3 className="calc-info__title" id={id}>
        {texts.compare.infoTitle}
      </h3>
      <p>{texts.compare.infoText}</p>
      <div className="calc-actions">
        {options.ctas.map((cta) => (
          <Button
            key={`${cta.label} ${cta.href}`}
            variant={cta.primary ? 'primary' : 'secondary'}
            label={cta.label}
            href={cta.href}
            icon={cta.icon && isIconName(cta.icon) ? cta.icon : undefined}
          />
        ))}
      </div>
    </section>
  );
}
