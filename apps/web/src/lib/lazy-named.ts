import { lazy, type ComponentType, type LazyExoticComponent } from 'react'
import { loadAllTexts } from './i18n'

// React.lazy's own bound: components with any props.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyComponent = ComponentType<any>

/** Anything beyond the first page may need any text: its code and the rest of the translations load together. */
async function withAllTexts<Module>(load: () => Promise<Module>): Promise<Module> {
  const [module] = await Promise.all([load(), loadAllTexts()])
  return module
}

/** React.lazy for a page module's default export, loaded with all translation texts. */
export function lazyPage<Component extends AnyComponent>(load: () => Promise<{ default: Component }>): LazyExoticComponent<Component> {
  return lazy(() => withAllTexts(load))
}

/** React.lazy for a named export: the component's module loads, with all translation texts, when it first renders. */
export function lazyNamed<Module extends Record<Name, AnyComponent>, Name extends keyof Module & string>(
  load: () => Promise<Module>,
  name: Name,
): LazyExoticComponent<Module[Name]> {
  return lazy(async () => ({ default: (await withAllTexts(load))[name] }))
}
