// The import boundaries of the two apps, as one ESLint rule that resolves every import (relative or through the
// web app's "@/" alias) to a file before it judges it, so no spelling of a path slips past:
//   - a feature never imports another feature (apps/*/src/features/<feature>/...);
//   - the web app's shared lib/ and components/ import no feature;
//   - the server's training engine imports no feature (features register their detectors with it).
import path from 'node:path'

const APP_SOURCE = /^(.*\/apps\/(?:server|web)\/src)\/(.*)$/

/** The place of a file in its app: the app's src folder and the path inside it, or null outside the apps. */
function placeOf(file) {
  const match = APP_SOURCE.exec(file.split(path.sep).join('/'))
  return match ? { root: match[1], inside: match[2] } : null
}

function featureOf(inside) {
  return /^features\/([^/]+)\//.exec(inside)?.[1] ?? null
}

/** Where an import specifier leads, as a place in the importing file's app; null for packages. */
function resolveImport(importer, specifier) {
  if (specifier.startsWith('@/') && importer.root.endsWith('/apps/web/src')) {
    return { root: importer.root, inside: specifier.slice(2) }
  }
  if (!specifier.startsWith('.')) return null
  const target = path.posix.normalize(path.posix.join(importer.root, path.posix.dirname(importer.inside), specifier))
  return placeOf(target)
}

function breach(importer, target) {
  if (!target || target.root !== importer.root) return null
  const targetFeature = featureOf(target.inside)
  if (!targetFeature) return null
  const importerFeature = featureOf(importer.inside)
  if (importerFeature && importerFeature !== targetFeature) return 'otherFeature'
  if (/^(lib|components)\//.test(importer.inside)) return 'sharedImportsFeature'
  if (/^training\//.test(importer.inside)) return 'trainingImportsFeature'
  return null
}

const featureBoundaries = {
  meta: {
    type: 'problem',
    docs: { description: 'Keeps features apart: no feature, shared lib or training engine reaches into a feature.' },
    schema: [],
    messages: {
      otherFeature:
        'A feature must not import another feature ({{target}}): move the shared piece to lib/ (server) or components/ or lib/ (web), or go through the owning feature\'s public service.',
      sharedImportsFeature: 'Shared lib/ and components/ must not import a feature ({{target}}).',
      trainingImportsFeature: 'training/ must not import features/ ({{target}}): features register their detectors with it.',
    },
  },
  create(context) {
    const importer = placeOf(context.filename)
    if (!importer) return {}
    const check = (node, source) => {
      if (!source || typeof source.value !== 'string') return
      const messageId = breach(importer, resolveImport(importer, source.value))
      if (messageId) context.report({ node, messageId, data: { target: source.value } })
    }
    return {
      ImportDeclaration: (node) => check(node, node.source),
      ExportNamedDeclaration: (node) => check(node, node.source),
      ExportAllDeclaration: (node) => check(node, node.source),
      ImportExpression: (node) => check(node, node.source.type === 'Literal' ? node.source : null),
    }
  },
}

export default { rules: { 'feature-boundaries': featureBoundaries } }
