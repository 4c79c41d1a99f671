/** Where uploaded pictures (profile images, photo wall) are served; they are written to `uploadsFolder(ctx)`. */
export const UPLOADS_URL_PATH = 'assets/public/images/uploads'
export { uploadsFolderOf as uploadsFolder } from './shop-folders'
