/** The `npm start` page: the calculator in mock mode, with controls for its variants, theme and fault scenarios. */
import { wireCalculatorControls } from './calculator-controls.ts';
import { startDemo } from './start-demo.ts';

await startDemo(wireCalculatorControls);
