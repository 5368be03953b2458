/**
 * A component from a chunk beside the embed, with React.lazy: `preload()` fetches it ahead of need (once; a failed
 * load is tried again next time), and once loaded the lazy component renders straight away. React.lazy suspends
 * for a tick on any promise, even a settled one, so a loaded module is handed over as a thenable that settles at once.
 */
import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

/** A lazily loaded component and its preloader. */
export interface Preloadable<Props> {
  preload: () => Promise<unknown>;
  component: LazyExoticComponent<ComponentType<Props>>;
}

/** Wraps `load` (an `import()` that resolves to `{ default: Component }`). */
export function preloadable<Props>(load: () => Promise<{ default: ComponentType<Props> }>): Preloadable<Props> {
  type Module = { default: ComponentType<Props> };
  let loaded: Module | undefined;
  let pending: Promise<Module> | undefined;
  const preload = () => {
    pending ??= load().then(
      (module) => (loaded = module),
      (error: unknown) => {
        pending = undefined;
        throw error;
      },
    );
    return pending;
  };
  const immediate = (module: Module) =>
    // biome-ignore lint/suspicious/noThenProperty: a thenable on purpose, for React.lazy (see above).
    ({ then: (resolve: (value: Module) => void) => resolve(module) }) as unknown as Promise<Module>;
  return { preload, component: lazy(() => (loaded ? immediate(loaded) : preload())) };
}
