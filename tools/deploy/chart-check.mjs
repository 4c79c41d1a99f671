// Renders helm/pulp without helm (not installable here) and validates every manifest against the Kubernetes
// schemas of the `kubernetes-models` package. The renderer knows only the template functions the chart uses
// (include, toYaml, nindent, quote, default, printf, trunc, trimSuffix, if/else/with/define); anything else fails.
// Usage: node tools/deploy/chart-check.mjs <folder holding node_modules/kubernetes-models>
import { readdirSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import * as yaml from 'js-yaml'

const chart = fileURLToPath(new URL('../../helm/pulp/', import.meta.url))
const modelsFrom = createRequire(resolve(process.argv[2] ?? '.lint-tools', 'package.json'))

// --- a Go-template subset ----------------------------------------------------------------------------------
function tokenize(source) {
  const tokens = []
  let last = 0
  for (const match of source.matchAll(/\{\{(-?)\s*(.*?)\s*(-?)\}\}/gs)) {
    let text = source.slice(last, match.index)
    if (match[1]) text = text.trimEnd()
    if (tokens.at(-1)?.trimNext) text = text.trimStart()
    tokens.push({ text }, { action: match[2], trimNext: Boolean(match[3]) })
    last = match.index + match[0].length
  }
  let tail = source.slice(last)
  if (tokens.at(-1)?.trimNext) tail = tail.trimStart()
  tokens.push({ text: tail })
  return tokens
}

function parse(tokens, defines, position = { at: 0 }, closers = []) {
  const nodes = []
  while (position.at < tokens.length) {
    const token = tokens[position.at++]
    if ('text' in token) { nodes.push({ text: token.text }); continue }
    const [keyword, ...rest] = token.action.split(/\s+/)
    const argument = rest.join(' ')
    if (closers.includes(keyword)) return { nodes, closer: keyword, argument }
    if (keyword === 'if' || keyword === 'with') {
      const body = parse(tokens, defines, position, ['else', 'end'])
      const otherwise = body.closer === 'else' ? parse(tokens, defines, position, ['end']).nodes : []
      nodes.push({ block: keyword, expression: argument, body: body.nodes, otherwise })
    } else if (keyword === 'define') defines[JSON.parse(argument)] = parse(tokens, defines, position, ['end']).nodes
    else if (token.action.startsWith('/*')) continue
    else nodes.push({ expression: token.action })
  }
  if (closers.length > 0) throw new Error(`unclosed block, expected ${closers.join('/')}`)
  return { nodes }
}

const isEmpty = (value) => value == null || value === false || value === 0 || value === '' ||
  (Array.isArray(value) && value.length === 0) || (typeof value === 'object' && Object.keys(value).length === 0)

function splitOutside(text, separator) {
  const parts = []
  let depth = 0, quoted = false, current = ''
  for (const char of text) {
    if (char === '"') quoted = !quoted
    if (!quoted && char === '(') depth++
    if (!quoted && char === ')') depth--
    if (!quoted && depth === 0 && (separator === ' ' ? /\s/.test(char) : char === separator)) { parts.push(current); current = ''; continue }
    current += char
  }
  parts.push(current)
  return parts.map((part) => part.trim()).filter(Boolean)
}

function evaluate(expression, dot, scope) {
  let piped
  splitOutside(expression, '|').forEach((command, index) => {
    const [head, ...args] = splitOutside(command, ' ')
    const values = args.map((arg) => operand(arg, dot, scope))
    if (index > 0) values.push(piped)
    if (head in scope.functions) piped = scope.functions[head](...values)
    else if (values.length === 0) piped = operand(head, dot, scope)
    else throw new Error(`unknown template function ${head}`)
  })
  return piped
}

function operand(token, dot, scope) {
  if (token.startsWith('(')) return evaluate(token.slice(1, -1), dot, scope)
  if (token.startsWith('"')) return JSON.parse(token)
  if (/^-?\d+$/.test(token)) return Number(token)
  if (token === '.') return dot
  if (token.startsWith('.')) return token.slice(1).split('.').reduce((value, key) => value?.[key], dot)
  if (token in scope.functions) return scope.functions[token]()
  throw new Error(`cannot read ${token}`)
}

function render(nodes, dot, scope) {
  return nodes.map((node) => {
    if ('text' in node) return node.text
    if (node.block) {
      const value = evaluate(node.expression, dot, scope)
      if (isEmpty(value)) return render(node.otherwise, dot, scope)
      return render(node.body, node.block === 'with' ? value : dot, scope)
    }
    const value = evaluate(node.expression, dot, scope)
    return value == null ? '' : String(value)
  }).join('')
}

function renderChart(values) {
  const defines = {}
  const root = {
    Values: values,
    Release: { Name: 'shop', Namespace: 'training', Service: 'Helm' },
    Chart: (({ name, version, appVersion }) => ({ Name: name, Version: version, AppVersion: appVersion }))(yaml.load(readFileSync(join(chart, 'Chart.yaml'), 'utf8'))),
  }
  const scope = {
    functions: {
      include: (name, dot) => render(defines[name], dot, scope),
      toYaml: (value) => yaml.dump(value).trimEnd(),
      nindent: (count, text) => `\n${String(text).split('\n').map((line) => ' '.repeat(count) + line).join('\n')}`,
      quote: (value) => JSON.stringify(String(value ?? '')),
      default: (fallback, value) => (isEmpty(value) ? fallback : value),
      printf: (format, ...args) => format.replace(/%s/g, () => String(args.shift())),
      trunc: (length, text) => String(text).slice(0, length),
      trimSuffix: (suffix, text) => (String(text).endsWith(suffix) ? String(text).slice(0, -suffix.length) : String(text)),
    },
  }
  const templates = join(chart, 'templates')
  for (const file of readdirSync(templates).filter((name) => name.endsWith('.tpl'))) parse(tokenize(readFileSync(join(templates, file), 'utf8')), defines)
  return readdirSync(templates).filter((name) => name.endsWith('.yaml')).flatMap((file) => {
    const text = render(parse(tokenize(readFileSync(join(templates, file), 'utf8')), defines).nodes, root, scope)
    return yaml.loadAll(text).filter(Boolean).map((manifest) => ({ file, manifest }))
  })
}

// --- checks ------------------------------------------------------------------------------------------------
const MODELS = { 'apps/v1/Deployment': 'kubernetes-models/apps/v1/Deployment', 'v1/Service': 'kubernetes-models/v1/Service', 'v1/ConfigMap': 'kubernetes-models/v1/ConfigMap' }
const defaults = yaml.load(readFileSync(join(chart, 'values.yaml'), 'utf8'))
const scenarios = {
  'default values': defaults,
  'a CTF with a config file, webhook and extra env': {
    ...defaults,
    config: { application: { showVersionNumber: false }, ctf: { showFlagsInNotifications: true } },
    ctfKey: 'secret-key', solutionsWebhook: 'http://scores.example/solutions', env: [{ name: 'BASE_PATH', value: '/team-a' }],
    imagePullSecrets: [{ name: 'registry' }],
  },
}
let failures = 0
for (const [name, values] of Object.entries(scenarios)) {
  for (const { file, manifest } of renderChart(values)) {
    const model = MODELS[`${manifest.apiVersion}/${manifest.kind}`]
    try {
      if (!model) throw new Error(`no schema for ${manifest.apiVersion} ${manifest.kind}`)
      const Model = modelsFrom(model)[manifest.kind]
      new Model(manifest).validate()
      console.log(`ok   ${name}: ${file} (${manifest.kind} ${manifest.metadata.name}) matches the Kubernetes schema`)
    } catch (error) {
      failures++
      console.log(`FAIL ${name}: ${file}: ${error.message}`)
    }
  }
}
const deployment = renderChart(defaults).find(({ manifest }) => manifest.kind === 'Deployment').manifest
const container = deployment.spec.template.spec.containers[0]
const probes = ['startupProbe', 'readinessProbe', 'livenessProbe'].map((probe) => `${probe} ${container[probe].httpGet.path} every ${container[probe].periodSeconds}s`)
console.log(`     probes: ${probes.join(', ')}; read-only root: ${container.securityContext.readOnlyRootFilesystem}; writable: ${container.volumeMounts.filter((mount) => !mount.readOnly).map((mount) => mount.mountPath).join(', ')}`)
console.log(failures === 0 ? 'chart check passed' : `chart check FAILED: ${failures}`)
process.exitCode = failures === 0 ? 0 : 1
