import { rmSync } from 'node:fs'
import { createTestShop, type TestShop } from '../../testing/test-app'

export { uploadFile as upload, zipOf } from './files.attacks'

/** A test shop whose data folder is removed again by `cleanUp`. */
export function shopWithFiles(...options: Parameters<typeof createTestShop>): TestShop & { cleanUp(): void } {
  const shop = createTestShop(...options)
  return { ...shop, cleanUp: () => rmSync(shop.ctx.dataFolder, { recursive: true, force: true }) }
}
