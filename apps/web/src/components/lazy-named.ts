import { type ComponentType, lazy } from 'react';

type PropsOf<C> = C extends ComponentType<infer P> ? P : never;

/**
 * React.lazy for a named export: the module is fetched when the component first renders, so
 * a page does not carry a dialog's or a tab's code until it is opened.
 */
export const lazyNamed = <M extends Record<K, ComponentType<never>>, K extends keyof M>(
  load: () => Promise<M>,
  name: K,
) =>
  // TypeScript does not narrow a generic module's export to a component of its own props: said here once.
  lazy(async () => ({ default: (await load())[name] as ComponentType<PropsOf<M[K]>> }));
