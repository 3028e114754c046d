#!/usr/bin/env node
// The release workflow's packaging step: `electron-builder --publish never` for this OS, signed when
// the release secrets are there and unsigned when they are not (forks, pull requests, a repository
// without them). GitHub passes a missing secret as an empty string, which electron-builder would
// take for a certificate; so the secrets come in under their own names and only non-empty ones are
// handed on, under the names electron-builder reads (docs/desktop.md, "Signing and notarization"):
//   macOS   MAC_CERTIFICATE (base64 .p12, Developer ID Application) → CSC_LINK
//           MAC_CERTIFICATE_PASSWORD → CSC_KEY_PASSWORD
//           APPLE_ID, APPLE_APP_SPECIFIC_PASSWORD, APPLE_TEAM_ID: notarization (all three, or none)
//   Windows WIN_CERTIFICATE (base64 .pfx) → WIN_CSC_LINK, WIN_CERTIFICATE_PASSWORD → WIN_CSC_KEY_PASSWORD
//           or Azure Trusted Signing (certificates issued since June 2023 cannot be exported as a
//           .pfx): AZURE_TENANT_ID, AZURE_CLIENT_ID, AZURE_CLIENT_SECRET (read by the TrustedSigning
//           module through Azure's EnvironmentCredential) and AZURE_SIGNING_ENDPOINT,
//           AZURE_SIGNING_ACCOUNT, AZURE_CERTIFICATE_PROFILE, AZURE_PUBLISHER_NAME → electron-builder's
//           win.azureSignOptions (all seven, or none; with them, the .pfx is not used)
// Without a certificate, CSC_IDENTITY_AUTO_DISCOVERY=false keeps electron-builder from signing with
// whatever identity a machine has; with one it must not be 'false', or the identity imported from the
// certificate is never looked up (app-builder-lib, macCodeSign.findIdentity).
// Usage: node scripts/package-installers.mjs [more electron-builder arguments]
import console from 'node:console'
import { spawnSync } from 'node:child_process'
import { createRequire } from 'node:module'
import process from 'node:process'
import { fileURLToPath } from 'node:url'

/** Per OS: where the certificate and its password come from, and what electron-builder calls them. */
export const SIGNING = {
  darwin: {
    certificate: { secret: 'MAC_CERTIFICATE', builder: 'CSC_LINK' },
    password: { secret: 'MAC_CERTIFICATE_PASSWORD', builder: 'CSC_KEY_PASSWORD' },
    notarization: ['APPLE_ID', 'APPLE_APP_SPECIFIC_PASSWORD', 'APPLE_TEAM_ID'],
  },
  win32: {
    certificate: { secret: 'WIN_CERTIFICATE', builder: 'WIN_CSC_LINK' },
    password: { secret: 'WIN_CERTIFICATE_PASSWORD', builder: 'WIN_CSC_KEY_PASSWORD' },
    notarization: [],
  },
}

/** Azure Trusted Signing: the service principal (left in the environment) and win.azureSignOptions. */
export const AZURE = {
  credentials: ['AZURE_TENANT_ID', 'AZURE_CLIENT_ID', 'AZURE_CLIENT_SECRET'],
  options: {
    AZURE_SIGNING_ENDPOINT: 'endpoint',
    AZURE_SIGNING_ACCOUNT: 'codeSigningAccountName',
    AZURE_CERTIFICATE_PROFILE: 'certificateProfileName',
    AZURE_PUBLISHER_NAME: 'publisherName',
  },
}
const AZURE_NAMES = [...AZURE.credentials, ...Object.keys(AZURE.options)]

/** Every variable this script reads or sets (an empty one is dropped: a secret that is not there). */
const ALL_NAMES = [
  ...Object.values(SIGNING).flatMap((s) => [s.certificate.secret, s.certificate.builder, s.password.secret, s.password.builder, ...s.notarization]),
  'CSC_LINK',
  'CSC_KEY_PASSWORD',
  ...AZURE_NAMES,
]

const present = (value) => typeof value === 'string' && value.trim() !== ''

/**
 * Windows with Azure Trusted Signing: electron-builder's own win.azureSignOptions, given on its
 * command line (`--config.win.azureSignOptions.<field>=…`, merged into electron-builder.yml), so an
 * unsigned build's configuration has none. Returns null when no Azure secret is there; throws
 * when only some are.
 */
function azureSigning(env) {
  const given = AZURE_NAMES.filter((name) => present(env[name]))
  if (given.length === 0) return null
  if (given.length < AZURE_NAMES.length) {
    const missing = AZURE_NAMES.filter((name) => !given.includes(name))
    throw new Error(`Azure Trusted Signing needs ${AZURE_NAMES.join(', ')}: ${missing.join(', ')} missing`)
  }
  const args = Object.entries(AZURE.options).map(([name, field]) => `--config.win.azureSignOptions.${field}=${env[name].trim()}`)
  for (const name of Object.keys(AZURE.options)) delete env[name]
  return args
}

/**
 * electron-builder's environment for `platform`, from `source` (process.env with the secrets), and
 * the arguments to add to its command line. Returns them and what will happen; throws when
 * notarization or Azure Trusted Signing is only half set up.
 */
export function signingEnv(source, platform) {
  const env = { ...source }
  for (const name of ALL_NAMES) if (!present(env[name])) delete env[name]
  if (platform === 'win32') {
    const azure = azureSigning(env)
    if (azure) {
      // The one way to sign then: no .pfx, no identity looked up.
      for (const name of ['WIN_CERTIFICATE', 'WIN_CERTIFICATE_PASSWORD', 'WIN_CSC_LINK', 'WIN_CSC_KEY_PASSWORD', 'CSC_LINK', 'CSC_KEY_PASSWORD', 'CSC_IDENTITY_AUTO_DISCOVERY']) delete env[name]
      return { env, args: azure, signed: true, notarized: false, summary: 'win32: signed with Azure Trusted Signing' }
    }
  } else {
    for (const name of AZURE_NAMES) delete env[name]
  }
  const plan = SIGNING[platform]
  if (!plan) return { env, args: [], signed: false, notarized: false, summary: `${platform}: nothing to sign` }

  const certificate = env[plan.certificate.secret] ?? env[plan.certificate.builder]
  const password = env[plan.password.secret] ?? env[plan.password.builder]
  delete env[plan.certificate.secret]
  delete env[plan.password.secret]
  if (!certificate) {
    delete env[plan.certificate.builder]
    delete env[plan.password.builder]
    for (const name of plan.notarization) delete env[name]
    env.CSC_IDENTITY_AUTO_DISCOVERY = 'false'
    const none = platform === 'win32' ? `no ${plan.certificate.secret} or AZURE_* secrets` : `no ${plan.certificate.secret} secret`
    return { env, args: [], signed: false, notarized: false, summary: `${platform}: unsigned (${none})` }
  }
  env[plan.certificate.builder] = certificate
  if (password) env[plan.password.builder] = password
  delete env.CSC_IDENTITY_AUTO_DISCOVERY

  const given = plan.notarization.filter((name) => present(env[name]))
  if (given.length > 0 && given.length < plan.notarization.length) {
    const missing = plan.notarization.filter((name) => !given.includes(name))
    throw new Error(`notarization needs ${plan.notarization.join(', ')}: ${missing.join(', ')} missing`)
  }
  const notarized = plan.notarization.length > 0 && given.length === plan.notarization.length
  const what = platform === 'darwin' ? (notarized ? 'signed and notarized' : 'signed, not notarized (no APPLE_ID secrets)') : 'signed'
  return { env, args: [], signed: true, notarized, summary: `${platform}: ${what}` }
}

/** The command that packages: electron-builder's CLI under this Node, never publishing. */
export function builderCommand(extraArgs = []) {
  const cli = createRequire(import.meta.url).resolve('electron-builder/cli.js')
  return { command: process.execPath, args: [cli, '--publish', 'never', ...extraArgs] }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  let planned
  try {
    planned = signingEnv(process.env, process.platform)
  } catch (err) {
    console.error(`package-installers: ${err instanceof Error ? err.message : String(err)}`)
    process.exit(2)
  }
  console.log(`package-installers: ${planned.summary}`)
  const { command, args } = builderCommand([...planned.args, ...process.argv.slice(2)])
  const run = spawnSync(command, args, { stdio: 'inherit', env: planned.env })
  process.exit(run.status ?? 1)
}
