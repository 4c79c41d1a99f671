import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Express } from 'express'
import request from 'supertest'
import { paths } from '../../paths'

/** Fetches `url` and keeps the body as the exact bytes received, whatever its content type. */
export async function download(app: Express, url: string): Promise<{ status: number; body: Buffer; type: string }> {
  const response = await request(app)
    .get(url)
    .buffer(true)
    .parse((res, done) => {
      const chunks: Buffer[] = []
      res.on('data', (chunk: Buffer) => chunks.push(chunk))
      res.on('end', () => done(null, Buffer.concat(chunks)))
    })
  return { status: response.status, body: response.body as Buffer, type: String(response.headers['content-type']) }
}

/** The bytes of a file of the ftp folder, as stored. */
export const ftpFile = (name: string): Buffer => readFileSync(join(paths.ftp, name))
