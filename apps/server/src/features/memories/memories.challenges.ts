import { defineDetectors } from '../../training/detectors'

/** The cat photo's file name as a browser sends it once the `#` signs are percent-encoded (lower-cased). */
const ENCODED_CAT_PHOTO = '%e1%93%9a%e1%98%8f%e1%97%a2-%23zatschi-%23whoneedsfourlegs-1572600969477.jpg'

/** Missing Encoding: someone asked for the cat photo with its `#` signs encoded, so it finally loads. */
export const memoriesDetectors = defineDetectors(['missingEncodingChallenge'], (ctx) => {
  ctx.bus.on('memories:image-requested', ({ url }) => {
    if (url.toLowerCase().endsWith(ENCODED_CAT_PHOTO)) ctx.training.solve('missingEncodingChallenge')
  })
})
