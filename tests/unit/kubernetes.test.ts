/**
 * The Kubernetes manifests (deploy/kubernetes/, docs/operations.md "Kubernetes").
 *
 * Without a cluster: every YAML document under deploy/kubernetes parses (as YAML 1.1, which the API
 * server reads); every Kubernetes object validates against the API's schema (npm kubernetes-models:
 * Kubernetes' OpenAPI schemas compiled for ajv) and names no field the API does not have (the same
 * package's TypeScript types, through TypeScript's excess-property check); kustomizations keep to
 * what Debian's kubectl 1.20 (kustomize v2.0.3) understands. Then `kubectl kustomize` renders the
 * base and every overlay, and the rendered objects are validated again and must hold what
 * operations rely on: the probes, the unprivileged user, the images replaced, secrets only by
 * reference, the objects wired to each other, several instances spread over nodes with no volume
 * and the S3 and Redis settings they share, and the migrate Job applied before the rollout in the
 * order docs/operations.md gives.
 *
 * kubectl: `KUBECTL` or `kubectl` on PATH (.ci/run installs Debian's kubernetes-client). Without
 * it the rendering checks fail in CI and are skipped locally with a message.
 */
import { spawnSync } from 'node:child_process'
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { type IHorizontalPodAutoscaler, HorizontalPodAutoscaler } from 'kubernetes-models/autoscaling/v2/HorizontalPodAutoscaler'
import { type IDeployment, Deployment } from 'kubernetes-models/apps/v1/Deployment'
import { type IJob, Job } from 'kubernetes-models/batch/v1/Job'
import { type IIngress, Ingress } from 'kubernetes-models/networking.k8s.io/v1/Ingress'
import { type IPodDisruptionBudget, PodDisruptionBudget } from 'kubernetes-models/policy/v1/PodDisruptionBudget'
import { type IConfigMap, ConfigMap } from 'kubernetes-models/v1/ConfigMap'
import type { IPodSpec } from 'kubernetes-models/v1/PodSpec'
import { type IService, Service } from 'kubernetes-models/v1/Service'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'
import { parseAllDocuments } from 'yaml'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
const K8S = path.join(root, 'deploy/kubernetes')
const BASE = path.join(K8S, 'base')
const OVERLAYS = path.join(K8S, 'overlays')
const OVERLAY = path.join(OVERLAYS, 'example')
const SECRET_NAME = 'ddqbt-site-secrets'
const CONFIG_NAME = 'ddqbt-site-config'
/** What the instances share outside the cluster: the bucket's settings (ConfigMap) and keys, and Redis (Secret). */
const S3_CONFIG_KEYS = ['S3_BUCKET', 'S3_REGION', 'S3_ENDPOINT', 'S3_FORCE_PATH_STYLE']
const S3_SECRET_KEYS = ['S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY']
const PLACEHOLDER_IMAGES = { app: 'ddqbt-site:latest', migrate: 'ddqbt-site-migrate:latest' }

type K8sObject = { apiVersion: string; kind: string; metadata: { name: string; labels?: Record<string, string> } } & Record<string, unknown>

/**
 * The APIs the manifests may use: each kind at the version current clusters serve (an older
 * version, e.g. autoscaling/v2beta2, is refused although the package has its schema), with the
 * package's model (ajv validation) and TypeScript interface (known fields).
 */
const MODELS: Record<string, { model: new (data: never) => { validate(): void }; module: string; type: string }> = {
  'v1/ConfigMap': { model: ConfigMap, module: 'kubernetes-models/v1/ConfigMap', type: 'IConfigMap' },
  'v1/Service': { model: Service, module: 'kubernetes-models/v1/Service', type: 'IService' },
  'apps/v1/Deployment': { model: Deployment, module: 'kubernetes-models/apps/v1/Deployment', type: 'IDeployment' },
  'batch/v1/Job': { model: Job, module: 'kubernetes-models/batch/v1/Job', type: 'IJob' },
  'networking.k8s.io/v1/Ingress': { model: Ingress, module: 'kubernetes-models/networking.k8s.io/v1/Ingress', type: 'IIngress' },
  'autoscaling/v2/HorizontalPodAutoscaler': { model: HorizontalPodAutoscaler, module: 'kubernetes-models/autoscaling/v2/HorizontalPodAutoscaler', type: 'IHorizontalPodAutoscaler' },
  'policy/v1/PodDisruptionBudget': { model: PodDisruptionBudget, module: 'kubernetes-models/policy/v1/PodDisruptionBudget', type: 'IPodDisruptionBudget' },
}

/** Kustomization fields kustomize v2.0.3 (Debian's kubectl 1.20) knows, and newer ones keep. */
const KUSTOMIZATION_FIELDS = new Set(['apiVersion', 'kind', 'resources', 'bases', 'namespace', 'images', 'configMapGenerator', 'secretGenerator', 'generatorOptions', 'patchesJson6902', 'commonAnnotations'])
const JSON_PATCH_OPS = new Set(['add', 'remove', 'replace', 'move', 'copy', 'test'])

const label = (file: string) => path.relative(root, file)

function yamlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return yamlFiles(full)
    return /\.ya?ml$/.test(entry.name) ? [full] : []
  })
}

/** Every non-empty document of a YAML stream, read as YAML 1.1 (`yes` is a boolean there, as for the API server). */
function parseYaml(text: string, source: string): unknown[] {
  return parseAllDocuments(text, { version: '1.1' }).flatMap((doc) => {
    const problems = [...doc.errors, ...doc.warnings]
    if (problems.length) throw new Error(`${source}: ${problems.map((problem) => problem.message).join('; ')}`)
    const value: unknown = doc.toJS()
    return value === null || value === undefined ? [] : [value]
  })
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value)

/** Schema problems of one object: an API outside MODELS, or what ajv reports against its schema. */
function schemaProblems(object: unknown, source: string): string[] {
  if (!isRecord(object) || typeof object.apiVersion !== 'string' || typeof object.kind !== 'string') return [`${source}: not a Kubernetes object (no apiVersion and kind)`]
  const name = isRecord(object.metadata) ? object.metadata.name : undefined
  const where = `${source}: ${object.kind} ${String(name)}`
  const entry = MODELS[`${object.apiVersion}/${object.kind}`]
  if (!entry) return [`${where}: ${object.apiVersion} ${object.kind} is not one of the APIs these manifests use (${Object.keys(MODELS).join(', ')})`]
  try {
    new entry.model(object as never).validate()
    return []
  } catch (error) {
    return [`${where}: ${(error as Error).message}`]
  }
}

/**
 * Fields the API does not have, and values of the wrong type, from TypeScript: each object becomes
 * an object literal typed with the package's interface, whose excess-property check names any
 * unknown field (`livenesProbe`) at any depth. One program for all objects (about 2 s).
 */
function fieldProblems(objects: { object: K8sObject; source: string }[]): string[] {
  const file = path.join(root, 'tests/unit/.kubernetes-fields.ts')
  const types = [...new Set(objects.map(({ object }) => MODELS[`${object.apiVersion}/${object.kind}`]).filter((entry) => entry !== undefined))]
  const lines = [
    ...types.map((entry) => `import type { ${entry.type} } from '${entry.module}'`),
    ...objects.map(({ object }, index) => {
      const entry = MODELS[`${object.apiVersion}/${object.kind}`]
      return entry ? `export const o${index}: ${entry.type} = ${JSON.stringify(object)}` : ''
    }),
  ]
  const text = lines.join('\n')
  const options: ts.CompilerOptions = {
    strict: true,
    noEmit: true,
    skipLibCheck: true,
    types: [],
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
  }
  const host = ts.createCompilerHost(options)
  const getSourceFile = host.getSourceFile.bind(host)
  const fileExists = host.fileExists.bind(host)
  host.getSourceFile = (name, languageVersion, ...rest) => (name === file ? ts.createSourceFile(name, text, languageVersion, true) : getSourceFile(name, languageVersion, ...rest))
  host.fileExists = (name) => name === file || fileExists(name)
  const program = ts.createProgram([file], options, host)
  const sourceFile = program.getSourceFile(file)!
  return ts.getPreEmitDiagnostics(program, sourceFile).map((diagnostic) => {
    const message = ts.flattenDiagnosticMessageText(diagnostic.messageText, ' ')
    const line = diagnostic.start === undefined ? -1 : sourceFile.getLineAndCharacterOfPosition(diagnostic.start).line - types.length
    const at = objects[line]
    return at ? `${at.source}: ${at.object.kind} ${at.object.metadata.name}: ${message}` : message
  })
}

/** Problems of a kustomization: fields and paths newer kustomize only would accept, missing files. */
function kustomizationProblems(kustomization: Record<string, unknown>, file: string): string[] {
  const dir = path.dirname(file)
  const problems: string[] = []
  const where = label(file)
  if (kustomization.apiVersion !== 'kustomize.config.k8s.io/v1beta1' || kustomization.kind !== 'Kustomization') problems.push(`${where}: apiVersion/kind must be kustomize.config.k8s.io/v1beta1 Kustomization`)
  for (const key of Object.keys(kustomization)) {
    if (!KUSTOMIZATION_FIELDS.has(key)) problems.push(`${where}: "${key}" is not in the fields kustomize v2.0.3 (kubectl 1.20) and later share`)
  }
  const list = (key: string) => (Array.isArray(kustomization[key]) ? (kustomization[key] as unknown[]) : [])
  for (const entry of list('resources')) {
    const target = path.join(dir, String(entry))
    if (!existsSync(target) || !statSync(target).isFile()) problems.push(`${where}: resources entry ${String(entry)} must be a file (a kustomization folder goes under bases:)`)
  }
  for (const entry of list('bases')) {
    if (!existsSync(path.join(dir, String(entry), 'kustomization.yaml'))) problems.push(`${where}: bases entry ${String(entry)} has no kustomization.yaml`)
  }
  for (const patch of list('patchesJson6902')) {
    const patchPath = isRecord(patch) ? String(patch.path) : ''
    if (!existsSync(path.join(dir, patchPath))) problems.push(`${where}: patch ${patchPath} does not exist`)
  }
  return problems
}

/** Problems of an RFC 6902 patch file. */
function jsonPatchProblems(ops: unknown, source: string): string[] {
  if (!Array.isArray(ops)) return [`${source}: a JSON patch is a list of operations`]
  return ops.flatMap((op, index) =>
    isRecord(op) && JSON_PATCH_OPS.has(String(op.op)) && typeof op.path === 'string' && op.path.startsWith('/') && (op.op === 'remove' || 'value' in op || 'from' in op)
      ? []
      : [`${source}: operation ${index} is not {op, path, value}`],
  )
}

/** The patch files the kustomizations name (`patchesJson6902[].path`). */
function jsonPatchFiles(): Set<string> {
  const files = new Set<string>()
  for (const file of yamlFiles(K8S).filter((name) => path.basename(name) === 'kustomization.yaml')) {
    const [kustomization] = parseYaml(readFileSync(file, 'utf8'), label(file))
    const patches = isRecord(kustomization) && Array.isArray(kustomization.patchesJson6902) ? kustomization.patchesJson6902 : []
    for (const patch of patches) if (isRecord(patch)) files.add(path.join(path.dirname(file), String(patch.path)))
  }
  return files
}

// --- what the rendered objects must hold ---------------------------------------------------------

function find<T>(objects: K8sObject[], kind: string, name?: string): T[] {
  return objects.filter((object) => object.kind === kind && (name === undefined || object.metadata.name === name)) as unknown as T[]
}

const matches = (selector: Record<string, string> | undefined, labels: Record<string, string> | undefined) =>
  !!selector && Object.keys(selector).length > 0 && Object.entries(selector).every(([key, value]) => labels?.[key] === value)

/** Pod-level facts shared by the site and the migrate Job: unprivileged, no API token, limits. */
function podProblems(spec: IPodSpec | undefined, where: string): string[] {
  const problems: string[] = []
  if (!spec) return [`${where}: no pod spec`]
  if (spec.securityContext?.runAsNonRoot !== true) problems.push(`${where}: securityContext.runAsNonRoot must be true`)
  if (spec.securityContext?.runAsUser !== 1001) problems.push(`${where}: runAsUser must be 1001, the image's user`)
  if (spec.automountServiceAccountToken !== false) problems.push(`${where}: the app needs no Kubernetes API token (automountServiceAccountToken: false)`)
  for (const container of spec.containers) {
    const security = container.securityContext
    if (security?.allowPrivilegeEscalation !== false) problems.push(`${where}: container ${container.name} must set allowPrivilegeEscalation: false`)
    if (!security?.capabilities?.drop?.includes('ALL')) problems.push(`${where}: container ${container.name} must drop ALL capabilities`)
    if (security?.runAsUser !== undefined && security.runAsUser !== 1001) problems.push(`${where}: container ${container.name} runs as ${security.runAsUser}`)
    for (const resource of ['cpu', 'memory']) {
      if (container.resources?.requests?.[resource] === undefined) problems.push(`${where}: container ${container.name} has no ${resource} request`)
      if (resource === 'memory' && container.resources?.limits?.memory === undefined) problems.push(`${where}: container ${container.name} has no memory limit`)
    }
  }
  return problems
}

/** The site's Deployment: probes on the right paths, the listening address, its port. */
function deploymentProblems(deployment: IDeployment): string[] {
  const where = `Deployment ${deployment.metadata?.name}`
  const spec = deployment.spec
  if (!spec) return [`${where}: no spec`]
  const problems = podProblems(spec.template.spec, where)
  if (!matches(spec.selector.matchLabels, spec.template.metadata?.labels)) problems.push(`${where}: the selector does not match the pod labels`)
  const app = spec.template.spec?.containers.find((container) => container.name === 'app')
  if (!app) return [...problems, `${where}: no container "app"`]
  const port = app.ports?.find((candidate) => candidate.name === 'http')
  if (port?.containerPort !== 3000) problems.push(`${where}: the container port "http" must be 3000 (the image's PORT)`)
  const probe = (name: 'livenessProbe' | 'readinessProbe' | 'startupProbe', expected: string) => {
    const get = app[name]?.httpGet
    if (get?.path !== expected) problems.push(`${where}: ${name} must GET ${expected}, not ${get?.path ?? 'nothing'}`)
    if (get && get.port !== 'http' && get.port !== 3000) problems.push(`${where}: ${name} asks port ${get.port}`)
  }
  // Liveness never asks the database (/api/ready does): an outage must not restart every instance.
  probe('livenessProbe', '/api/health')
  probe('startupProbe', '/api/health')
  probe('readinessProbe', '/api/ready')
  if (app.env?.find((variable) => variable.name === 'HOSTNAME')?.value !== '0.0.0.0') problems.push(`${where}: HOSTNAME must be 0.0.0.0 (Kubernetes sets it to the pod name, where Next's server would listen)`)
  return problems
}

/** Names that belong in the Secret, never in a ConfigMap. */
const SECRET_NAME_PATTERN = /SECRET|PASSWORD|TOKEN|KEY|DATABASE_URL|REDIS_URL/

/** Secrets: no Secret object rendered, none in a ConfigMap, every reference to the one operator-made Secret. */
function secretProblems(objects: K8sObject[]): string[] {
  const problems: string[] = []
  for (const secret of find<K8sObject>(objects, 'Secret')) problems.push(`Secret ${secret.metadata.name} is rendered: secrets are created by the operator, never kept in these files`)
  for (const configMap of find<IConfigMap>(objects, 'ConfigMap')) {
    for (const key of Object.keys(configMap.data ?? {})) {
      if (SECRET_NAME_PATTERN.test(key)) problems.push(`ConfigMap ${configMap.metadata?.name}: ${key} belongs in the Secret ${SECRET_NAME}`)
    }
  }
  for (const spec of podSpecs(objects)) {
    for (const container of spec.spec.containers) {
      for (const source of container.envFrom ?? []) {
        if (source.secretRef && source.secretRef.name !== SECRET_NAME) problems.push(`${spec.where}: envFrom names the Secret ${source.secretRef.name}`)
      }
      for (const variable of container.env ?? []) {
        const ref = variable.valueFrom?.secretKeyRef
        if (ref && ref.name !== SECRET_NAME) problems.push(`${spec.where}: ${variable.name} comes from the Secret ${ref.name}`)
        if (variable.value !== undefined && SECRET_NAME_PATTERN.test(variable.name)) problems.push(`${spec.where}: ${variable.name} has a value in the manifest`)
      }
    }
  }
  return problems
}

function podSpecs(objects: K8sObject[]): { where: string; spec: IPodSpec }[] {
  return [
    ...find<IDeployment>(objects, 'Deployment').map((object) => ({ where: `Deployment ${object.metadata?.name}`, spec: object.spec?.template.spec })),
    ...find<IJob>(objects, 'Job').map((object) => ({ where: `Job ${object.metadata?.name}`, spec: object.spec?.template.spec })),
  ].filter((entry): entry is { where: string; spec: IPodSpec } => entry.spec !== undefined)
}

/**
 * The variables .env.example documents (`NAME=` or `# NAME=`), and the S3 ones: the S3 media work
 * documents those in .env.example on its own branch, with these names (`src/server/cms/s3-config.ts`).
 */
function documentedVariables(): Set<string> {
  const documented = [...readFileSync(path.join(root, '.env.example'), 'utf8').matchAll(/^#?\s*([A-Z][A-Z0-9_]*)=/gm)].map((match) => match[1]!)
  return new Set([...documented, ...S3_CONFIG_KEYS, ...S3_SECRET_KEYS, 'S3_PREFIX'])
}

/** The keys an env file sets (`NAME=value`; comments and blank lines skipped). */
function envFileKeys(text: string): Map<string, string> {
  return new Map([...text.matchAll(/^([A-Z][A-Z0-9_]*)=(.*)$/gm)].map((match) => [match[1]!, match[2]!]))
}

/** Variables set outside .env.example's list: the container's own (not the app's configuration). */
const RUNTIME_VARIABLES = new Set(['HOSTNAME', 'NODE_OPTIONS'])

type EnvSource = { from: 'secret'; key: string; optional: boolean } | { from: 'configMap'; name: string; value: string } | { from: 'other' }

/**
 * Where each variable of a pod's first container comes from: envFrom a rendered ConfigMap (its
 * keys), env entries over them. A whole Secret under envFrom names no key, so it proves none.
 */
function environment(spec: IPodSpec, objects: K8sObject[]): Map<string, EnvSource> {
  const sources = new Map<string, EnvSource>()
  const container = spec.containers[0]
  for (const source of container?.envFrom ?? []) {
    const configMap = source.configMapRef && find<IConfigMap>(objects, 'ConfigMap', source.configMapRef.name)[0]
    for (const [key, value] of Object.entries(configMap?.data ?? {})) sources.set(`${source.prefix ?? ''}${key}`, { from: 'configMap', name: configMap!.metadata!.name!, value })
  }
  for (const variable of container?.env ?? []) {
    const ref = variable.valueFrom?.secretKeyRef
    sources.set(variable.name, ref ? { from: 'secret', key: ref.key, optional: ref.optional === true } : { from: 'other' })
  }
  return sources
}

/** A pod gets the keys from the Secret by name (not optional: without one it does not start) and the S3 settings from the ConfigMap. */
function sharedSettingsProblems(where: string, spec: IPodSpec, objects: K8sObject[], secretKeys: string[]): string[] {
  const problems: string[] = []
  const sources = environment(spec, objects)
  for (const key of secretKeys) {
    const source = sources.get(key)
    if (source?.from !== 'secret' || source.key !== key || source.optional) problems.push(`${where}: ${key} must come from the Secret's key ${key}, not optional (a pod without it must not start)`)
  }
  for (const key of S3_CONFIG_KEYS) {
    const source = sources.get(key)
    if (source?.from !== 'configMap' || !source.name.startsWith(CONFIG_NAME)) problems.push(`${where}: ${key} must come from the ConfigMap ${CONFIG_NAME}`)
    else if (key === 'S3_BUCKET' && !source.value.trim()) problems.push(`${where}: S3_BUCKET is empty: uploads would stay on each instance's disk`)
  }
  return problems
}

/**
 * Several instances, each able to serve any request: at least two, replaced one at a time without
 * a gap, spread over nodes (preferred, never required), no volume, media in S3 and the page cache
 * in Redis for the site, S3 for the migrate Job (the seed uploads images).
 */
function scaleOutProblems(objects: K8sObject[]): string[] {
  const [deployment] = find<IDeployment>(objects, 'Deployment', 'ddqbt-site')
  const [hpa] = find<IHorizontalPodAutoscaler>(objects, 'HorizontalPodAutoscaler', 'ddqbt-site')
  const [job] = find<IJob>(objects, 'Job', 'ddqbt-site-migrate')
  const pod = deployment?.spec?.template.spec
  const jobPod = job?.spec?.template.spec
  if (!deployment || !hpa || !pod || !jobPod) return ['expected the Deployment and HorizontalPodAutoscaler ddqbt-site and the Job ddqbt-site-migrate']
  const problems: string[] = []
  if (deployment.spec?.replicas !== undefined) problems.push('the Deployment sets replicas: the HorizontalPodAutoscaler owns the count, and every apply would set it back')
  const min = hpa.spec?.minReplicas ?? 1
  if (min < 2) problems.push(`the HorizontalPodAutoscaler's minReplicas is ${min}: at least 2, so that a node's loss or a drain leaves an instance serving`)
  if ((hpa.spec?.maxReplicas ?? 0) < min) problems.push('the HorizontalPodAutoscaler\'s maxReplicas is below minReplicas')
  const strategy = deployment.spec?.strategy
  if (strategy?.type !== 'RollingUpdate' || String(strategy.rollingUpdate?.maxUnavailable) !== '0' || ['0', '0%', 'undefined'].includes(String(strategy.rollingUpdate?.maxSurge))) {
    problems.push('the Deployment must roll with maxUnavailable: 0 and a maxSurge (a new pod ready before an old one stops)')
  }
  const podLabels = deployment.spec?.template.metadata?.labels
  const onNodes = (key: string | undefined) => key === 'kubernetes.io/hostname'
  const spread = (pod.topologySpreadConstraints ?? []).some((constraint) => onNodes(constraint.topologyKey) && matches(constraint.labelSelector?.matchLabels, podLabels))
  const antiAffinity = (pod.affinity?.podAntiAffinity?.preferredDuringSchedulingIgnoredDuringExecution ?? []).some(
    (term) => onNodes(term.podAffinityTerm.topologyKey) && matches(term.podAffinityTerm.labelSelector?.matchLabels, podLabels),
  )
  if (!spread && !antiAffinity) problems.push('the instances are not spread over nodes (topologySpreadConstraints or a preferred podAntiAffinity on kubernetes.io/hostname)')
  const required = [
    ...(pod.topologySpreadConstraints ?? []).filter((constraint) => constraint.whenUnsatisfiable === 'DoNotSchedule').map((constraint) => `topologySpreadConstraints on ${constraint.topologyKey} with DoNotSchedule`),
    ...(pod.affinity?.podAntiAffinity?.requiredDuringSchedulingIgnoredDuringExecution?.length ? ['a required podAntiAffinity'] : []),
    ...(pod.affinity?.podAffinity?.requiredDuringSchedulingIgnoredDuringExecution?.length ? ['a required podAffinity'] : []),
  ]
  for (const rule of required) problems.push(`the Deployment has ${rule}: spreading is preferred, never required (a small cluster must still run every instance)`)
  for (const claim of find<K8sObject>(objects, 'PersistentVolumeClaim')) problems.push(`PersistentVolumeClaim ${claim.metadata.name} is rendered: media are in the S3 bucket`)
  for (const { where, spec } of podSpecs(objects)) {
    for (const volume of spec.volumes ?? []) if (volume.persistentVolumeClaim) problems.push(`${where} mounts the claim ${volume.persistentVolumeClaim.claimName}: media are in the S3 bucket`)
  }
  problems.push(...sharedSettingsProblems('Deployment ddqbt-site', pod, objects, ['REDIS_URL', ...S3_SECRET_KEYS]))
  problems.push(...sharedSettingsProblems('Job ddqbt-site-migrate', jobPod, objects, S3_SECRET_KEYS))
  return problems
}

/** The objects refer to each other by the right names, labels and ports. */
function wiringProblems(objects: K8sObject[]): string[] {
  const problems: string[] = []
  const [deployment] = find<IDeployment>(objects, 'Deployment', 'ddqbt-site')
  const [service] = find<IService>(objects, 'Service', 'ddqbt-site')
  const [ingress] = find<IIngress>(objects, 'Ingress', 'ddqbt-site')
  const [hpa] = find<IHorizontalPodAutoscaler>(objects, 'HorizontalPodAutoscaler', 'ddqbt-site')
  const [pdb] = find<IPodDisruptionBudget>(objects, 'PodDisruptionBudget', 'ddqbt-site')
  const [job] = find<IJob>(objects, 'Job', 'ddqbt-site-migrate')
  if (!deployment || !service || !ingress || !hpa || !pdb || !job) return ['expected the Deployment, Service, Ingress, HorizontalPodAutoscaler, PodDisruptionBudget ddqbt-site and the Job ddqbt-site-migrate']
  const podLabels = deployment.spec?.template.metadata?.labels
  const ports = deployment.spec?.template.spec?.containers.flatMap((container) => container.ports ?? []) ?? []
  if (!matches(service.spec?.selector, podLabels)) problems.push('the Service selects no pod of the Deployment')
  for (const port of service.spec?.ports ?? []) {
    if (!ports.some((candidate) => candidate.name === port.targetPort || candidate.containerPort === port.targetPort)) problems.push(`the Service's targetPort ${port.targetPort} is no container port`)
  }
  for (const rule of ingress.spec?.rules ?? []) {
    for (const rulePath of rule.http?.paths ?? []) {
      const backend = rulePath.backend.service
      if (backend?.name !== service.metadata?.name || !service.spec?.ports?.some((port) => port.name === backend?.port?.name || port.port === backend?.port?.number)) problems.push(`the Ingress path ${rulePath.path} does not reach the Service's port`)
    }
  }
  const target = hpa.spec?.scaleTargetRef
  if (target?.kind !== 'Deployment' || target.name !== deployment.metadata?.name || target.apiVersion !== 'apps/v1') problems.push('the HorizontalPodAutoscaler does not scale the Deployment')
  if (hpa.spec?.metrics?.[0]?.resource?.name !== 'cpu') problems.push('the HorizontalPodAutoscaler does not scale on CPU')
  if (!matches(pdb.spec?.selector?.matchLabels, podLabels)) problems.push('the PodDisruptionBudget selects no pod of the Deployment')
  if (pdb.spec?.minAvailable !== undefined && hpa.spec?.minReplicas !== undefined && Number(pdb.spec.minAvailable) >= hpa.spec.minReplicas) problems.push('the PodDisruptionBudget would block every node drain (minAvailable >= minReplicas)')
  // Every ConfigMap a pod names is rendered with it (kustomize renames generated ConfigMaps).
  const configMaps = new Set(find<IConfigMap>(objects, 'ConfigMap').map((object) => object.metadata?.name))
  for (const { where, spec } of podSpecs(objects)) {
    for (const container of spec.containers) {
      for (const source of container.envFrom ?? []) if (source.configMapRef && !configMaps.has(source.configMapRef.name)) problems.push(`${where}: ConfigMap ${source.configMapRef.name} is not rendered`)
    }
  }
  if (job.spec?.template.spec?.restartPolicy !== 'Never') problems.push('the migrate Job must not restart its container in place (restartPolicy: Never)')
  return problems
}

// --- the release order of docs/operations.md -----------------------------------------------------

type Step = { kind: 'delete-job' | 'apply' | 'wait'; selector?: string; job?: string }

/** The kubectl steps of docs/operations.md's "Kubernetes" section, in order: delete the Job, apply (with -l), wait, apply. */
function releaseSteps(markdown: string): Step[] {
  const section = /^## Kubernetes\n([\s\S]*?)^## /m.exec(markdown)?.[1] ?? ''
  const commands = [...section.matchAll(/^```bash\n([\s\S]*?)^```/gm)].map((block) => block[1]!).join('\n')
  return commands.split('\n').flatMap((line): Step[] => {
    if (/^\s*#/.test(line)) return []
    if (/kubectl .*delete job ddqbt-site-migrate/.test(line)) return [{ kind: 'delete-job' }]
    const apply = /kubectl apply -k \S+(?: -l '([^']+)')?/.exec(line)
    if (apply) return [{ kind: 'apply', selector: apply[1] }]
    const wait = /kubectl .*wait --for=condition=complete job\/(\S+)/.exec(line)
    return wait ? [{ kind: 'wait', job: wait[1] }] : []
  })
}

/** Whether a label selector of the forms `key=value`, `key in (a,b)` (comma-separated terms) selects the labels. */
function selects(selector: string, labels: Record<string, string> | undefined): boolean {
  return selector.split(/,(?![^(]*\))/).every((term) => {
    const set = /^\s*(\S+)\s+in\s+\(([^)]*)\)\s*$/.exec(term)
    if (set) return set[2]!.split(',').map((value) => value.trim()).includes(labels?.[set[1]!] ?? '\u0000')
    const equal = /^\s*([^=!\s]+)\s*==?\s*(\S+)\s*$/.exec(term)
    if (equal) return labels?.[equal[1]!] === equal[2]
    throw new Error(`selector term not understood: ${term}`)
  })
}

/**
 * The documented release: the previous Job deleted, then an apply limited by a selector that takes
 * the migrate Job and every ConfigMap its pod reads but no Deployment, then a wait for that Job,
 * then the whole overlay.
 */
function releaseOrderProblems(steps: Step[], objects: K8sObject[]): string[] {
  const kinds = steps.map((step) => (step.kind === 'apply' ? (step.selector ? 'apply -l' : 'apply') : step.kind)).join(' → ')
  if (kinds !== 'delete-job → apply -l → wait → apply') return [`the documented steps are ${kinds || 'missing'}, not delete-job → apply -l → wait → apply`]
  const problems: string[] = []
  const selector = steps[1]!.selector!
  if (steps[2]!.job !== 'ddqbt-site-migrate') problems.push(`the documented wait is for job/${steps[2]!.job}, not job/ddqbt-site-migrate`)
  const first = objects.filter((object) => selects(selector, object.metadata.labels))
  const named = (kind: string, name: string) => first.some((object) => object.kind === kind && object.metadata.name === name)
  if (!named('Job', 'ddqbt-site-migrate')) problems.push(`-l '${selector}' does not select the migrate Job`)
  for (const { where, spec } of podSpecs(objects.filter((object) => object.kind === 'Job'))) {
    for (const container of spec.containers) {
      for (const source of container.envFrom ?? []) if (source.configMapRef && !named('ConfigMap', source.configMapRef.name ?? '')) problems.push(`-l '${selector}' leaves out the ConfigMap ${source.configMapRef.name} that ${where} reads`)
    }
  }
  for (const object of first) if (object.kind !== 'Job' && object.kind !== 'ConfigMap') problems.push(`-l '${selector}' also applies ${object.kind} ${object.metadata.name} before the migrations`)
  return problems
}

/** Every variable the manifests set is one .env.example documents (a typo is caught). */
function variableProblems(objects: K8sObject[], documented: Set<string>): string[] {
  const problems: string[] = []
  const check = (name: string, where: string) => {
    if (!documented.has(name) && !RUNTIME_VARIABLES.has(name)) problems.push(`${where}: ${name} is not a variable .env.example documents`)
  }
  for (const configMap of find<IConfigMap>(objects, 'ConfigMap')) for (const key of Object.keys(configMap.data ?? {})) check(key, `ConfigMap ${configMap.metadata?.name}`)
  for (const { where, spec } of podSpecs(objects)) for (const container of spec.containers) for (const variable of container.env ?? []) check(variable.name, where)
  return problems
}

// --- kubectl -------------------------------------------------------------------------------------

const KUBECTL = process.env.KUBECTL || 'kubectl'
const kubectlVersion = (() => {
  const result = spawnSync(KUBECTL, ['version', '--client'], { encoding: 'utf8' })
  return result.status === 0 ? `kubectl ${/v\d+\.\d+\.\d+/.exec(result.stdout)?.[0] ?? '(version unknown)'}` : null
})()
const inCI = process.env.CI === 'true'

function render(dir: string): K8sObject[] {
  const result = spawnSync(KUBECTL, ['kustomize', dir], { encoding: 'utf8' })
  if (result.status !== 0) throw new Error(`kubectl kustomize ${label(dir)} failed:\n${result.stderr}`)
  return parseYaml(result.stdout, `kubectl kustomize ${label(dir)}`) as K8sObject[]
}

/** The overlay's image for a placeholder name, from its `images:` list. */
function overlayImage(name: string): string | undefined {
  const [kustomization] = parseYaml(readFileSync(path.join(OVERLAY, 'kustomization.yaml'), 'utf8'), 'overlay')
  const images = isRecord(kustomization) && Array.isArray(kustomization.images) ? kustomization.images : []
  const image = images.find((entry) => isRecord(entry) && entry.name === name)
  return isRecord(image) ? `${String(image.newName ?? name)}:${String(image.newTag)}` : undefined
}

const imageOf = (objects: K8sObject[], kind: string) => podSpecs(objects.filter((object) => object.kind === kind))[0]?.spec.containers[0]?.image

// --- the tests -----------------------------------------------------------------------------------

describe('Kubernetes manifests as written', () => {
  const files = yamlFiles(K8S)
  const patches = jsonPatchFiles()
  const documents = files.flatMap((file) => parseYaml(readFileSync(file, 'utf8'), label(file)).map((object) => ({ file, object })))
  const kustomizations = documents.filter(({ file }) => path.basename(file) === 'kustomization.yaml')
  const jsonPatches = documents.filter(({ file }) => patches.has(file))
  const objects = documents.filter(({ file }) => path.basename(file) !== 'kustomization.yaml' && !patches.has(file))

  it('has a base and an example overlay, every YAML file parsing', () => {
    expect(files.map(label)).toEqual(expect.arrayContaining(['deploy/kubernetes/base/kustomization.yaml', 'deploy/kubernetes/overlays/example/kustomization.yaml']))
    expect(objects.length).toBeGreaterThanOrEqual(6)
  })

  it('the base has no volume claim: media are in the S3 bucket', () => {
    expect(objects.filter(({ file, object }) => file.startsWith(BASE) && (object as K8sObject).kind === 'PersistentVolumeClaim').map(({ file }) => label(file))).toEqual([])
  })

  it('kustomizations use only what Debian kubectl 1.20 understands, and name files that exist', () => {
    expect(kustomizations.flatMap(({ file, object }) => (isRecord(object) ? kustomizationProblems(object, file) : [`${label(file)}: not a mapping`]))).toEqual([])
    expect(jsonPatches.flatMap(({ file, object }) => jsonPatchProblems(object, label(file)))).toEqual([])
  })

  it('every Kubernetes object validates against the API schema', () => {
    expect(objects.flatMap(({ file, object }) => schemaProblems(object, label(file)))).toEqual([])
  })

  it('no object names a field the API does not have', () => {
    expect(fieldProblems(objects.map(({ file, object }) => ({ object: object as K8sObject, source: label(file) })))).toEqual([])
  }, 30_000)

  it('the Secret is the operator\'s: its example names only documented variables and holds no value', () => {
    const example = envFileKeys(readFileSync(path.join(OVERLAY, 'secrets.env.example'), 'utf8'))
    const documented = documentedVariables()
    expect([...example.keys()].filter((key) => !documented.has(key))).toEqual([])
    expect([...example].filter(([, value]) => value !== '')).toEqual([])
    expect([...example.keys()]).toEqual(expect.arrayContaining(['DATABASE_URL', 'PAYLOAD_SECRET']))
    // The keys the site and the migrate Job require (not optional) are in the example.
    const required = podSpecs(objects.map(({ object }) => object as K8sObject))
      .flatMap(({ spec }) => spec.containers.flatMap((container) => container.env ?? []))
      .flatMap((variable) => (variable.valueFrom?.secretKeyRef && !variable.valueFrom.secretKeyRef.optional ? [variable.valueFrom.secretKeyRef.key] : []))
    expect(required).toEqual(expect.arrayContaining(['DATABASE_URL', 'PAYLOAD_SECRET', 'REDIS_URL', ...S3_SECRET_KEYS]))
    expect(required.filter((key) => !example.has(key))).toEqual([])
    expect(readFileSync(path.join(root, '.gitignore'), 'utf8')).toMatch(/^secrets\.env$/m)
  })
})

/** The base's ConfigMap as its configMapGenerator makes it (without the hash kustomize adds to the name). */
function generatedConfigMap(): K8sObject {
  const [kustomization] = parseYaml(readFileSync(path.join(BASE, 'kustomization.yaml'), 'utf8'), 'base')
  const generators = isRecord(kustomization) && Array.isArray(kustomization.configMapGenerator) ? kustomization.configMapGenerator : []
  const generator = generators.find((entry) => isRecord(entry) && entry.name === CONFIG_NAME)
  const literals = isRecord(generator) && Array.isArray(generator.literals) ? generator.literals.map(String) : []
  const data = Object.fromEntries(literals.map((literal) => [literal.slice(0, literal.indexOf('=')), literal.slice(literal.indexOf('=') + 1)]))
  const options = isRecord(kustomization) && isRecord(kustomization.generatorOptions) ? kustomization.generatorOptions : {}
  const labels = isRecord(options.labels) ? (options.labels as Record<string, string>) : {}
  return { apiVersion: 'v1', kind: 'ConfigMap', metadata: { name: CONFIG_NAME, labels }, data }
}

describe('the checks catch mistakes', () => {
  const base = [
    generatedConfigMap(),
    ...(yamlFiles(BASE)
      .filter((file) => path.basename(file) !== 'kustomization.yaml')
      .flatMap((file) => parseYaml(readFileSync(file, 'utf8'), label(file))) as K8sObject[]),
  ]
  const deployment = () => structuredClone(find<IDeployment>(base, 'Deployment')[0]!)
  const app = (object: IDeployment) => object.spec!.template.spec!.containers[0]!

  it('a probe on the wrong path', () => {
    const broken = deployment()
    app(broken).livenessProbe!.httpGet!.path = '/api/ready'
    app(broken).readinessProbe!.httpGet!.path = '/api/healthz'
    expect(deploymentProblems(deployment())).toEqual([])
    expect(deploymentProblems(broken)).toEqual([expect.stringContaining('livenessProbe must GET /api/health'), expect.stringContaining('readinessProbe must GET /api/ready')])
  })

  it('a misspelt field, a wrong type, an API version no longer served', () => {
    const misspelt = deployment() as unknown as K8sObject
    const container = app(misspelt as unknown as IDeployment) as unknown as Record<string, unknown>
    container.livenesProbe = container.livenessProbe
    delete container.livenessProbe
    expect(fieldProblems([{ object: misspelt, source: 'test' }])).toEqual([expect.stringMatching(/'"?livenesProbe"?' does not exist/)])
    expect(schemaProblems({ ...deployment(), spec: { ...deployment().spec, replicas: 'two' } }, 'test')).toEqual([expect.stringContaining('replicas must be integer')])
    const hpa = find<K8sObject>(base, 'HorizontalPodAutoscaler')[0]!
    expect(schemaProblems({ ...hpa, apiVersion: 'autoscaling/v2beta2' }, 'test')).toEqual([expect.stringContaining('is not one of the APIs')])
  }, 30_000)

  it('root, a secret in a ConfigMap, a misspelt variable', () => {
    const asRoot = deployment()
    asRoot.spec!.template.spec!.securityContext!.runAsNonRoot = false
    expect(deploymentProblems(asRoot)).toEqual([expect.stringContaining('runAsNonRoot')])
    const configMap = { apiVersion: 'v1', kind: 'ConfigMap', metadata: { name: 'c' }, data: { PAYLOAD_SECRET: 'x' } }
    expect(secretProblems([configMap])).toEqual([expect.stringContaining('PAYLOAD_SECRET belongs in the Secret')])
    expect(variableProblems([{ ...configMap, data: { LOG_LEVLE: 'info' } }], documentedVariables())).toEqual([expect.stringContaining('LOG_LEVLE')])
  })

  it('one instance, a volume, a required spread, a pod without Redis or the bucket', () => {
    expect(scaleOutProblems(base)).toEqual([])
    const replace = (kind: string, change: (object: K8sObject) => void) =>
      base.map((object) => {
        if (object.kind !== kind) return object
        const copy = structuredClone(object)
        change(copy)
        return copy
      })
    const spec = (object: K8sObject) => (object as unknown as IDeployment).spec!
    const single = replace('HorizontalPodAutoscaler', (hpa) => Object.assign(hpa.spec as object, { minReplicas: 1 }))
    expect(scaleOutProblems(single)).toEqual([expect.stringContaining('minReplicas is 1')])
    const volume = { name: 'media', persistentVolumeClaim: { claimName: 'ddqbt-site-media' } }
    const withVolume = [...replace('Job', (job) => (spec(job).template.spec!.volumes = [volume])), { apiVersion: 'v1', kind: 'PersistentVolumeClaim', metadata: { name: 'ddqbt-site-media' } }]
    expect(scaleOutProblems(withVolume)).toEqual([expect.stringContaining('PersistentVolumeClaim ddqbt-site-media is rendered'), expect.stringContaining('Job ddqbt-site-migrate mounts the claim')])
    const required = replace('Deployment', (object) => {
      for (const constraint of spec(object).template.spec!.topologySpreadConstraints!) constraint.whenUnsatisfiable = 'DoNotSchedule'
    })
    expect(scaleOutProblems(required)).toEqual([expect.stringContaining('kubernetes.io/hostname with DoNotSchedule'), expect.stringContaining('topology.kubernetes.io/zone with DoNotSchedule')])
    const unspread = replace('Deployment', (object) => delete spec(object).template.spec!.topologySpreadConstraints)
    expect(scaleOutProblems(unspread)).toEqual([expect.stringContaining('not spread over nodes')])
    const withoutRedis = replace('Deployment', (object) => {
      const app = spec(object).template.spec!.containers[0]!
      app.env = app.env!.filter((variable) => variable.name !== 'REDIS_URL')
    })
    expect(scaleOutProblems(withoutRedis)).toEqual(['Deployment ddqbt-site: REDIS_URL must come from the Secret\'s key REDIS_URL, not optional (a pod without it must not start)'])
    const noBucket = replace('ConfigMap', (configMap) => Object.assign(configMap.data as object, { S3_BUCKET: '' }))
    expect(scaleOutProblems(noBucket)).toEqual([expect.stringContaining('Deployment ddqbt-site: S3_BUCKET is empty'), expect.stringContaining('Job ddqbt-site-migrate: S3_BUCKET is empty')])
    const jobWithoutConfig = replace('Job', (job) => delete spec(job).template.spec!.containers[0]!.envFrom)
    expect(scaleOutProblems(jobWithoutConfig)).toEqual(S3_CONFIG_KEYS.map((key) => `Job ddqbt-site-migrate: ${key} must come from the ConfigMap ${CONFIG_NAME}`))
  })

  it('a release that applies the site before its migrations', () => {
    const steps = releaseSteps(readFileSync(path.join(root, 'docs/operations.md'), 'utf8'))
    expect(releaseOrderProblems(steps, base)).toEqual([])
    // migrate-job.yaml's comment gives the same first step.
    expect(readFileSync(path.join(BASE, 'migrate-job.yaml'), 'utf8')).toContain(`-l '${steps[1]?.selector}'`)
    expect(releaseOrderProblems([steps[0]!, steps[3]!, steps[1]!, steps[2]!], base)).toEqual([expect.stringContaining('not delete-job → apply -l → wait → apply')])
    const everything = steps.map((step) => (step.selector ? { ...step, selector: 'app.kubernetes.io/name=ddqbt-site' } : step))
    expect(releaseOrderProblems(everything, base)).toEqual(expect.arrayContaining([expect.stringContaining('also applies Deployment ddqbt-site before the migrations')]))
    const jobOnly = steps.map((step) => (step.selector ? { ...step, selector: 'app.kubernetes.io/component in (migrate)' } : step))
    expect(releaseOrderProblems(jobOnly, base)).toEqual([expect.stringContaining(`leaves out the ConfigMap ${CONFIG_NAME}`)])
  })
})

describe('Kubernetes manifests rendered by kubectl kustomize', () => {
  it('kubectl is there (CI installs it; skipped locally without it)', () => {
    if (!kubectlVersion && inCI) throw new Error(`${KUBECTL} not found: .ci/run installs Debian's kubernetes-client`)
    if (!kubectlVersion) console.warn(`[kubernetes.test] ${KUBECTL} not found: the rendering checks are skipped (apt-get install kubernetes-client)`)
  })

  describe.skipIf(!kubectlVersion)(`with ${kubectlVersion ?? 'no kubectl'}`, () => {
    const documented = documentedVariables()
    // The base and every overlay, rendered on first use, so that a failing render fails the tests
    // that need it (with kubectl's message).
    const overlays = readdirSync(OVERLAYS, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => `overlays/${entry.name}`)
    const rendered = new Map<string, K8sObject[]>()
    const renderOf = (name: string) => rendered.get(name) ?? rendered.set(name, render(path.join(K8S, name))).get(name)!
    const renders = {
      get base() {
        return renderOf('base')
      },
      get overlay() {
        return renderOf('overlays/example')
      },
    }

    it('renders the base and overlays/example at least', () => {
      expect(overlays).toContain('overlays/example')
    })

    it.each(['base', ...overlays])('%s: every rendered object validates, with known fields only', (name) => {
      const objects = renderOf(name)
      expect(objects.length).toBeGreaterThanOrEqual(7)
      expect(objects.flatMap((object) => schemaProblems(object, name))).toEqual([])
      expect(fieldProblems(objects.map((object) => ({ object, source: name })))).toEqual([])
    }, 30_000)

    it.each(['base', ...overlays])('%s: probes, user, secrets, wiring, variables, several instances, the release order', (name) => {
      const objects = renderOf(name)
      const [deployment] = find<IDeployment>(objects, 'Deployment', 'ddqbt-site')
      expect(deployment && deploymentProblems(deployment)).toEqual([])
      expect(find<IJob>(objects, 'Job').flatMap((job) => podProblems(job.spec?.template.spec, `Job ${job.metadata?.name}`))).toEqual([])
      expect(secretProblems(objects)).toEqual([])
      expect(wiringProblems(objects)).toEqual([])
      expect(variableProblems(objects, documented)).toEqual([])
      expect(scaleOutProblems(objects)).toEqual([])
      expect(releaseOrderProblems(releaseSteps(readFileSync(path.join(root, 'docs/operations.md'), 'utf8')), objects)).toEqual([])
    })

    it('the base has the placeholder images, the overlay replaces them with tagged ones', () => {
      expect(imageOf(renders.base, 'Deployment')).toBe(PLACEHOLDER_IMAGES.app)
      expect(imageOf(renders.base, 'Job')).toBe(PLACEHOLDER_IMAGES.migrate)
      expect(imageOf(renders.overlay, 'Deployment')).toBe(overlayImage('ddqbt-site'))
      expect(imageOf(renders.overlay, 'Job')).toBe(overlayImage('ddqbt-site-migrate'))
      const images = podSpecs(renders.overlay).flatMap(({ spec }) => spec.containers.map((container) => container.image ?? ''))
      expect(images.filter((image) => Object.values(PLACEHOLDER_IMAGES).includes(image) || /:latest$/.test(image) || !/[:@]/.test(image.split('/').pop() ?? ''))).toEqual([])
    })

    it('the overlay: its namespace everywhere, the Ingress on the host of SITE_URL, its own bucket', () => {
      expect(renders.overlay.filter((object) => (object.metadata as { namespace?: string }).namespace !== 'ddqbt').map((object) => object.kind)).toEqual([])
      const [configMap] = find<IConfigMap>(renders.overlay, 'ConfigMap')
      const [ingress] = find<IIngress>(renders.overlay, 'Ingress')
      const host = new URL(configMap?.data?.SITE_URL ?? 'http://missing').host
      expect(ingress?.spec?.rules?.map((rule) => rule.host)).toEqual([host])
      expect(ingress?.spec?.tls?.flatMap((tls) => tls.hosts)).toEqual([host])
      expect(new URL(configMap?.data?.SITE_URL ?? 'http://missing').protocol).toBe('https:')
      // The bucket is the installation's, not the base's placeholder.
      expect(configMap?.data?.S3_BUCKET).not.toBe(find<IConfigMap>(renders.base, 'ConfigMap')[0]?.data?.S3_BUCKET)
    })
  })
})
