// @ts-check
import eslint from '@eslint/js'
import { readdirSync } from 'node:fs'
import { URL } from 'node:url'
import { defineConfig, globalIgnores } from 'eslint/config'
import pluginVue from 'eslint-plugin-vue'
import tseslint from 'typescript-eslint'

// Every game's engine folder (src/engine/<game>/, besides the core they share): a new game's folder
// is under these rules without a line here (issue 37).
const GAMES = readdirSync(new URL('./src/engine/', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && entry.name !== 'core')
  .map((entry) => entry.name)

export default defineConfig(
  globalIgnores(['out/', 'dist/', 'node_modules/', 'test-results/', 'coverage/']),
  eslint.configs.recommended,
  tseslint.configs.recommended,
  pluginVue.configs['flat/recommended'],
  {
    files: ['**/*.vue'],
    languageOptions: {
      parserOptions: {
        parser: tseslint.parser,
        extraFileExtensions: ['.vue'],
        sourceType: 'module'
      }
    },
    rules: {
      // TypeScript (vue-tsc) already checks for undefined identifiers.
      'no-undef': 'off'
    }
  },
  {
    rules: {
      '@typescript-eslint/no-explicit-any': 'error'
    }
  },
  // The renderer reaches an engine only through its client face, and a replay through its replay
  // face and the core's replay cursor (issues 24 and 26; test/engine/boundaries.test.ts).
  {
    files: ['src/renderer/**/*.{ts,vue}'],
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [{
          regex: `^(?!@engine/(?:${GAMES.join('|')})/(?:client|replay-face)$|@engine/core/(?:game-module|replay-cursor|room-options)$)(?:@engine/|(?:\\.\\./)+(?:main/)?engine/)`,
          message: 'The renderer imports an engine only through @engine/<game>/client, a replay or a tutorial through @engine/<game>/replay-face, @engine/core/replay-cursor and @engine/core/room-options (or the module types in @engine/core/game-module).'
        }]
      }]
    }
  },
  // No game imports another game: what they share lives in src/engine/core.
  ...GAMES.map((game) => ({
    files: [`src/engine/${game}/**/*.ts`],
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [{
          regex: `(?:^|/)(?:${GAMES.filter((g) => g !== game).join('|')})(?:/|$)`,
          message: 'A game never imports another game; put what both need in src/engine/core.'
        }]
      }]
    }
  }))
)
