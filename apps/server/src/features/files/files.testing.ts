import { rmSync } from 'node:fs'
import { closeShop } from '../../app'
import { createTestShop, type TestShop } from '../../testing/test-app'

export { uploadFile as upload, zipOf } from './files.attacks'

/** A test shop that `cleanUp` closes (its access log among what it holds open) and whose data folder it removes. */
export function shopWithFiles(...options: Parameters<typeof createTestShop>): TestShop & { cleanUp(): Promise<void> } {
  const shop = createTestShop(...options)
  return {
    ...shop,
    cleanUp: async () => {
      await closeShop(shop.ctx)
      rmSync(shop.ctx.dataFolder, { recursive: true, force: true })
    },
  }
}
