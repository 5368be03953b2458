/**
 * A component from a chunk beside the embed, with React.lazy: `preload()` fetches it ahead of need (once; a failed
 * load is tried again next time), and once loaded the lazy component renders straight away. React.lazy suspends
 * for a tick on any promise, even a settled one, so a loaded module is handed over as a thenable that settles at once.
 */
import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import { loadOnce } from './load-once.ts';

/** A lazily loaded component and its preloader. */
export interface Preloadable<Props> {
  preload: () => Promise<unknown>;
  component: LazyExoticComponent<ComponentType<Props>>;
}

/** Wraps `load` (an `import()` that resolves to `{ default: Component }`). */
export function preloadable<Props>(load: () => Promise<{ default: ComponentType<Props> }>): Preloadable<Props> {
  type Module = { default: ComponentType<Props> };
  const module = loadOnce(load);
  const immediate = (loaded: Module) =>
    // biome-ignore lint/suspicious/noThenProperty: a thenable on purpose, for React.lazy (see above).
    ({ then: (resolve: (value: Module) => void) => resolve(loaded) }) as unknown as Promise<Module>;
  return {
    preload: module.load,
    component: lazy(() => {
      const loaded = module.loaded();
      return loaded ? immediate(loaded) : module.load();
    }),
  };
}
