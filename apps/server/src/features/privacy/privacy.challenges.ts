import { md5 } from '../../lib/crypto'
import { defineDetectors } from '../../training/detectors'

const PROTECTED_PATHS = ['ftp', 'ctf.key', 'encryptionkeys']

/** Solve detectors of the privacy pages: reading a local file through the erasure page, and another user's orders. */
export const privacyDetectors = defineDetectors(['lfrChallenge', 'dataExportChallenge'], (ctx) => {
  ctx.bus.on('privacy:layout-rendered', ({ resolvedPath }) => {
    if (!PROTECTED_PATHS.some((word) => resolvedPath.includes(word))) ctx.training.solve('lfrChallenge')
  })

  ctx.bus.on('privacy:data-exported', ({ email, orderIds }) => {
    const ownPrefix = md5(email).slice(0, 4)
    if (orderIds.some((orderId) => !orderId.startsWith(ownPrefix))) ctx.training.solve('dataExportChallenge')
  })
})
