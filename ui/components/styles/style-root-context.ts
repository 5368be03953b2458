/** The shadow root a component renders in, for the styles it adopts (see `use-styles.ts`). */
import { createContext } from 'react';

/** Where styles go: the element's shadow root; default the document (a component rendered outside an element). */
export const StyleRootContext = createContext<ShadowRoot | Document | null>(null);
