// Reading the repository's configuration files (YAML) for the packaging and release tests.
import { readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { parse } from 'yaml'

export const root = resolve(__dirname, '../..')

export type Yaml = Record<string, unknown>

export function load(path: string): Yaml {
  return parse(readFileSync(join(root, path), 'utf8')) as Yaml
}

export function obj(value: unknown, what: string): Yaml {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new Error(`${what} is not a mapping`)
  return value as Yaml
}

export function targetsOf(platform: Yaml): string[] {
  const targets = platform['target']
  if (!Array.isArray(targets)) throw new Error('no target list')
  return targets.map((t: unknown) => (typeof t === 'string' ? t : String(obj(t, 'target')['target'])))
}
