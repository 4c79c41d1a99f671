import { lazy, type ComponentType, type LazyExoticComponent } from 'react'

// React.lazy's own bound: components with any props.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyComponent = ComponentType<any>

/** React.lazy for a named export: the component's module loads the first time it renders. */
export function lazyNamed<Module extends Record<Name, AnyComponent>, Name extends keyof Module & string>(
  load: () => Promise<Module>,
  name: Name,
): LazyExoticComponent<Module[Name]> {
  return lazy(async () => ({ default: (await load())[name] }))
}
