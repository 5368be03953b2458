/** The host's page: the calculator with typed attributes and events, and a help dialog the page opens itself. */
import { useState } from 'react';

const ctas = JSON.stringify([{ label: 'Book a test drive', href: '/test-drive', primary: true }]);

/** The calculator and a help dialog, as a host page would write them. */
export function CalculatorPage() {
  const [step, setStep] = useState('vehicle');
  const [helpOpen, setHelpOpen] = useState(false);
  const [closedBy, setClosedBy] = useState('');
  return (
    <main>
      <h1>What would an electric MG cost you to run?</h1>
      <p>
        Step: <output id="step">{step}</output>. Help closed by: <output id="closed-by">{closedBy}</output>
      </p>
      <button type="button" id="open-help" onClick={() => setHelpOpen(true)}>
        How is this worked out?
      </button>
      <hcuk-cost-saving-calculator
        brand="MG"
        max-compare={3}
        oem
        show-vehicle-cta={false}
        ctas={ctas}
        onhcuk-step-change={(event) => setStep(event.detail.step)}
      />
      <hcuk-modal
        open={helpOpen}
        heading="How is the saving worked out?"
        message="From your mileage, fuel economy and fuel price, against each car's battery and range."
        onhcuk-close={(event) => {
          setHelpOpen(false);
          setClosedBy(event.detail.reason);
        }}
      />
    </main>
  );
}
