import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import express, { Router } from 'express'
import { load } from 'js-yaml'
import { paths } from '../../paths'

const swaggerUiFolder = (): string => dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'))

/** The page links everything relatively, so that it also works when the shop is served below a base path. */
const PAGE = `<!DOCTYPE html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>Pulp B2B API</title>
  <link rel="stylesheet" href="swagger-ui.css">
  <link rel="icon" type="image/png" href="favicon-32x32.png" sizes="32x32">
</head>
<body>
  <div id="swagger-ui"></div>
  <script src="swagger-ui-bundle.js"></script>
  <script src="start.js"></script>
</body>
</html>
`

const START = `window.onload = function () {
  window.ui = SwaggerUIBundle({ url: 'openapi.json', dom_id: '#swagger-ui', deepLinking: true });
};
`

/** GET /api-docs: Swagger UI for the B2B API, entirely from the shop (no CDN), with the OpenAPI document of the repo. */
export function apiDocsRouter(): Router {
  const router = Router()
  const document = load(readFileSync(join(paths.data, 'static', 'b2b-api.yml'), 'utf8'))
  router.get('/api-docs', (req, res, next) => {
    if (req.path.endsWith('/')) return next()
    res.redirect(301, `${req.baseUrl}/api-docs/`)
  })
  router.get('/api-docs/', (_req, res) => void res.type('html').send(PAGE))
  router.get('/api-docs/start.js', (_req, res) => void res.type('application/javascript').send(START))
  router.get('/api-docs/openapi.json', (_req, res) => void res.json(document))
  router.use('/api-docs', express.static(swaggerUiFolder(), { index: false }))
  return router
}
