/**
 * A component's own style modules, adopted by the shadow root it renders in before it is painted: how the steps and
 * the dialog, which load from chunks, bring their styles (see `adopt-styles.ts`).
 */
import { useContext, useInsertionEffect } from 'react';
import { adoptStyles } from './adopt-styles.ts';
import { StyleRootContext } from './style-root-context.ts';

/** Adopts `styles` into the component's shadow root (default the document) once; they stay for later renders. */
export function useStyles(...styles: string[]): void {
  const root = useContext(StyleRootContext);
  const key = styles.join('\u0000');
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for `styles`, a new array every render.
  useInsertionEffect(() => adoptStyles(root ?? document, styles), [root, key]);
}
