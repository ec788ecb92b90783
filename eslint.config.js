// One flat config for the whole monorepo. Import boundaries follow STYLE.md:
// apps/* → packages/contract → packages/domain; no app imports another app;
// no web feature imports another feature.
import fs from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const noAppToApp = (self) => ({
  patterns: [
    {
      group: ['**/apps/*/**', '@fxdesk/server', '@fxdesk/web', '@fxdesk/admin'].filter((p) => p !== self),
      message: 'Apps never import another app; move shared code to packages/.',
    },
  ],
});

/**
 * One block per feature folder of a client app: a feature may import its own files, src/shared
 * and packages, never another feature (relative `../other/…`, `../../other/…`, or through
 * `features/other`). no-restricted-imports has no "same folder as me" notion, so the list of
 * the other features is written out for each one.
 */
const featureBoundaries = (app) => {
  const root = `apps/${app}/src/features`;
  const dir = path.join(import.meta.dirname, root);
  const features = fs.existsSync(dir)
    ? fs
        .readdirSync(dir, { withFileTypes: true })
        .filter((d) => d.isDirectory())
        .map((d) => d.name)
    : [];
  return features.map((feature) => {
    const others = features.filter((f) => f !== feature);
    const group = others.flatMap((other) =>
      ['../', '../../', '../../../', '**/features/'].flatMap((via) => [
        `${via}${other}`,
        `${via}${other}/**`,
      ]),
    );
    return {
      files: [`${root}/${feature}/**/*.{ts,tsx}`],
      rules: {
        'no-restricted-imports': [
          'error',
          {
            patterns: [
              ...noAppToApp(`@fxdesk/${app}`).patterns,
              ...(group.length
                ? [
                    {
                      group,
                      message: `The ${feature} feature never imports another feature; move shared code to src/shared.`,
                    },
                  ]
                : []),
            ],
          },
        ],
      },
    };
  });
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      '**/coverage/**',
      'apps/server/src/db/migrations/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['packages/domain/**/*.ts'],
    // Tests may read fixtures from disk; the domain code itself may not.
    ignores: ['**/*.test.ts', '**/test-support/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@fxdesk/*', '**/apps/**', 'node:*', 'fs', 'path', 'http'],
              message: 'packages/domain is pure: no I/O and no imports from other layers.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['packages/contract/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@fxdesk/server', '@fxdesk/web', '**/apps/**'],
              message: 'packages/contract may only depend on packages/domain.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/server/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', noAppToApp('@fxdesk/server')] },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': ['error', noAppToApp('@fxdesk/web')],
    },
  },
  {
    files: ['apps/admin/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': ['error', noAppToApp('@fxdesk/admin')],
    },
  },
  // A feature never imports another feature: shared code lives in src/shared.
  ...featureBoundaries('web'),
  ...featureBoundaries('admin'),
);
