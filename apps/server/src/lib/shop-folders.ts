import { mkdirSync, rmSync } from 'node:fs'
import { join } from 'node:path'

/** Anything that knows the folder its shop writes to (an AppContext does). */
export interface HasDataFolder {
  dataFolder: string
}

/** Uploaded pictures (profile images, photo wall), served under UPLOADS_URL_PATH. */
export const uploadsFolderOf = ({ dataFolder }: HasDataFolder): string => join(dataFolder, 'uploads')

/** Order confirmations (`order_<orderId>.pdf`), downloadable from /ftp; emptied when the shop starts. */
export const orderPdfFolderOf = ({ dataFolder }: HasDataFolder): string => join(dataFolder, 'orders')

/** The daily access logs that /support/logs publishes. */
export const accessLogFolderOf = ({ dataFolder }: HasDataFolder): string => join(dataFolder, 'logs')

/**
 * Gets a shop's data folder ready for a fresh start: the database is new, so the order confirmations of the orders
 * it no longer knows are removed.
 */
export function prepareDataFolder(shop: HasDataFolder): void {
  mkdirSync(shop.dataFolder, { recursive: true })
  rmSync(orderPdfFolderOf(shop), { recursive: true, force: true })
}
