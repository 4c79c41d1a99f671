import { join } from 'node:path'
import { paths } from '../paths'

/** Where uploaded pictures (profile images, photo wall) are served, and the folder they are written to. */
export const UPLOADS_URL_PATH = 'assets/public/images/uploads'
export const uploadsFolder = (): string => join(paths.runtime, 'uploads')
