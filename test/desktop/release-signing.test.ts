// scripts/package-installers.mjs: the release secrets become electron-builder's signing
// environment only when they are there. GitHub passes a missing secret as an empty string, which
// electron-builder would read as a certificate; and CSC_IDENTITY_AUTO_DISCOVERY=false, right for
// an unsigned build, would keep a real certificate's identity from being found.
import { join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { beforeAll, describe, expect, it } from 'vitest'

interface Planned {
  env: Record<string, string | undefined>
  args: string[]
  signed: boolean
  notarized: boolean
  summary: string
}
interface PackageInstallers {
  signingEnv(source: Record<string, string | undefined>, platform: string): Planned
  builderCommand(extra?: string[]): { command: string; args: string[] }
}

const root = resolve(__dirname, '../..')
let script: PackageInstallers

beforeAll(async () => {
  script = (await import(pathToFileURL(join(root, 'scripts/package-installers.mjs')).href)) as PackageInstallers
})

/** What the workflow's packaging step has in a repository, a fork or a pull request without secrets. */
const NO_AZURE = { AZURE_TENANT_ID: '', AZURE_CLIENT_ID: '', AZURE_CLIENT_SECRET: '', AZURE_SIGNING_ENDPOINT: '', AZURE_SIGNING_ACCOUNT: '', AZURE_CERTIFICATE_PROFILE: '', AZURE_PUBLISHER_NAME: '' }
const NO_SECRETS = { PATH: '/usr/bin', MAC_CERTIFICATE: '', MAC_CERTIFICATE_PASSWORD: '', APPLE_ID: '', APPLE_APP_SPECIFIC_PASSWORD: '', APPLE_TEAM_ID: '', WIN_CERTIFICATE: '', WIN_CERTIFICATE_PASSWORD: '', ...NO_AZURE }
const AZURE = {
  AZURE_TENANT_ID: '0000-tenant',
  AZURE_CLIENT_ID: '1111-client',
  AZURE_CLIENT_SECRET: 'client-secret',
  AZURE_SIGNING_ENDPOINT: 'https://weu.codesigning.azure.net/',
  AZURE_SIGNING_ACCOUNT: 'safehouse-signing',
  AZURE_CERTIFICATE_PROFILE: 'safehouse-public',
  AZURE_PUBLISHER_NAME: 'Ann Smith',
}
const MAC = { MAC_CERTIFICATE: 'MIIKcQ…base64', MAC_CERTIFICATE_PASSWORD: 'p12-pass' }
const NOTARY = { APPLE_ID: 'dev@example.org', APPLE_APP_SPECIFIC_PASSWORD: 'abcd-efgh-ijkl-mnop', APPLE_TEAM_ID: 'ABCDE12345' }
const SIGNING_NAMES = ['CSC_LINK', 'CSC_KEY_PASSWORD', 'WIN_CSC_LINK', 'WIN_CSC_KEY_PASSWORD', 'APPLE_ID', 'APPLE_APP_SPECIFIC_PASSWORD', 'APPLE_TEAM_ID']

describe('without the secrets', () => {
  it.each(['darwin', 'win32'])('%s: unsigned, no empty certificate handed on, no identity picked from the machine', (platform) => {
    const { env, args, signed, notarized } = script.signingEnv(NO_SECRETS, platform)
    expect({ signed, notarized }).toEqual({ signed: false, notarized: false })
    expect(args).toEqual([])
    for (const name of [...SIGNING_NAMES, 'MAC_CERTIFICATE', 'WIN_CERTIFICATE', ...Object.keys(AZURE)]) expect(env).not.toHaveProperty(name)
    expect(env['CSC_IDENTITY_AUTO_DISCOVERY']).toBe('false')
    expect(env['PATH']).toBe('/usr/bin')
  })

  it('linux: nothing to sign', () => {
    expect(script.signingEnv(NO_SECRETS, 'linux')).toMatchObject({ signed: false, summary: 'linux: nothing to sign' })
  })
})

describe('macOS with the secrets', () => {
  it('signs with the certificate and notarizes with all three Apple secrets', () => {
    const { env, signed, notarized, summary } = script.signingEnv({ ...NO_SECRETS, ...MAC, ...NOTARY, CSC_IDENTITY_AUTO_DISCOVERY: 'false' }, 'darwin')
    expect({ signed, notarized }).toEqual({ signed: true, notarized: true })
    expect(env).toMatchObject({ CSC_LINK: MAC.MAC_CERTIFICATE, CSC_KEY_PASSWORD: MAC.MAC_CERTIFICATE_PASSWORD, ...NOTARY })
    expect(env).not.toHaveProperty('CSC_IDENTITY_AUTO_DISCOVERY') // 'false' would skip the imported identity
    expect(env).not.toHaveProperty('MAC_CERTIFICATE')
    expect(summary).toBe('darwin: signed and notarized')
    expect(JSON.stringify(summary)).not.toContain(MAC.MAC_CERTIFICATE) // nothing secret in the log
  })

  it('signs without notarizing when no Apple secret is there', () => {
    const { env, signed, notarized } = script.signingEnv({ ...NO_SECRETS, ...MAC }, 'darwin')
    expect({ signed, notarized }).toEqual({ signed: true, notarized: false })
    for (const name of ['APPLE_ID', 'APPLE_APP_SPECIFIC_PASSWORD', 'APPLE_TEAM_ID']) expect(env).not.toHaveProperty(name)
  })

  it('refuses half a notarization setup (electron-builder would fail only after building)', () => {
    expect(() => script.signingEnv({ ...NO_SECRETS, ...MAC, APPLE_ID: 'dev@example.org' }, 'darwin')).toThrow(/APPLE_APP_SPECIFIC_PASSWORD, APPLE_TEAM_ID missing/)
  })

  it('does not notarize an unsigned app, whatever Apple secrets there are', () => {
    const { env, notarized } = script.signingEnv({ ...NO_SECRETS, ...NOTARY }, 'darwin')
    expect(notarized).toBe(false)
    expect(env).not.toHaveProperty('APPLE_ID')
  })

  it("never hands the Mac certificate to the Windows build (electron-builder falls back to CSC_LINK there)", () => {
    const { env, signed } = script.signingEnv({ ...NO_SECRETS, ...MAC }, 'win32')
    expect(signed).toBe(false)
    expect(env).not.toHaveProperty('CSC_LINK')
    expect(env).not.toHaveProperty('WIN_CSC_LINK')
  })
})

describe('Windows with the secrets', () => {
  it('signs with WIN_CSC_LINK and its password', () => {
    const { env, signed } = script.signingEnv({ ...NO_SECRETS, WIN_CERTIFICATE: 'MIIJ…pfx', WIN_CERTIFICATE_PASSWORD: 'pfx-pass' }, 'win32')
    expect(signed).toBe(true)
    expect(env).toMatchObject({ WIN_CSC_LINK: 'MIIJ…pfx', WIN_CSC_KEY_PASSWORD: 'pfx-pass' })
    expect(env).not.toHaveProperty('CSC_IDENTITY_AUTO_DISCOVERY')
  })
})

describe('Windows with Azure Trusted Signing', () => {
  it("signs through electron-builder's win.azureSignOptions, the service principal left in the environment", () => {
    const { env, args, signed, summary } = script.signingEnv({ ...NO_SECRETS, ...AZURE }, 'win32')
    expect(signed).toBe(true)
    expect(summary).toBe('win32: signed with Azure Trusted Signing')
    expect(args).toEqual([
      '--config.win.azureSignOptions.endpoint=https://weu.codesigning.azure.net/',
      '--config.win.azureSignOptions.codeSigningAccountName=safehouse-signing',
      '--config.win.azureSignOptions.certificateProfileName=safehouse-public',
      '--config.win.azureSignOptions.publisherName=Ann Smith',
    ])
    // Azure's EnvironmentCredential reads these three (the TrustedSigning module runs under electron-builder).
    expect(env).toMatchObject({ AZURE_TENANT_ID: '0000-tenant', AZURE_CLIENT_ID: '1111-client', AZURE_CLIENT_SECRET: 'client-secret' })
    for (const name of ['AZURE_SIGNING_ENDPOINT', 'WIN_CSC_LINK', 'CSC_LINK', 'CSC_IDENTITY_AUTO_DISCOVERY']) expect(env).not.toHaveProperty(name)
    expect(JSON.stringify(args) + summary).not.toContain('client-secret') // the secret is never on the command line
  })

  it('takes Azure over a .pfx when both are there (electron-builder signs one way)', () => {
    const { env, args } = script.signingEnv({ ...NO_SECRETS, ...AZURE, WIN_CERTIFICATE: 'MIIJ…pfx', WIN_CERTIFICATE_PASSWORD: 'pfx-pass' }, 'win32')
    expect(args).toHaveLength(4)
    expect(env).not.toHaveProperty('WIN_CSC_LINK')
    expect(env).not.toHaveProperty('WIN_CERTIFICATE')
  })

  it('refuses half an Azure setup, naming what is missing', () => {
    expect(() => script.signingEnv({ ...NO_SECRETS, ...AZURE, AZURE_PUBLISHER_NAME: '', AZURE_CLIENT_SECRET: ' ' }, 'win32')).toThrow(/AZURE_CLIENT_SECRET, AZURE_PUBLISHER_NAME missing/)
  })

  it('never hands the Azure secrets to the macOS or Linux build', () => {
    for (const platform of ['darwin', 'linux']) {
      const { env, args } = script.signingEnv({ ...NO_SECRETS, ...AZURE }, platform)
      expect(args).toEqual([])
      for (const name of Object.keys(AZURE)) expect(env).not.toHaveProperty(name)
    }
  })
})

describe('a developer machine', () => {
  it("keeps electron-builder's own variables when they are set (npm run dist-style signing)", () => {
    const { env, signed } = script.signingEnv({ CSC_LINK: '/Users/ann/cert.p12', CSC_KEY_PASSWORD: 'x' }, 'darwin')
    expect(signed).toBe(true)
    expect(env).toMatchObject({ CSC_LINK: '/Users/ann/cert.p12', CSC_KEY_PASSWORD: 'x' })
  })
})

it('runs electron-builder under this Node, never publishing', () => {
  const { command, args } = script.builderCommand(['--linux', 'deb'])
  expect(command).toBe(process.execPath)
  expect(args[0]).toMatch(/electron-builder[\\/]cli\.js$/)
  expect(args.slice(1)).toEqual(['--publish', 'never', '--linux', 'deb'])
})
