// One flat config for the whole monorepo. Import boundaries follow STYLE.md:
// apps/* → packages/contract → packages/domain; the two front ends also share packages/browser; no app imports another app;
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

/** A module reaches a sibling module only through its public face (`../<module>/index.js`). */
const SIBLING_FACE = {
  group: ['../*/*', '!../../**', '!../*/index.js'],
  message: "A module imports a sibling only through its public face: '../<module>/index.js'.",
};

/** A server layer rule: the app boundary, the sibling rule and, when given, the layer's own ban. */
const serverLayer = (files, ignores = [], ban = undefined) => ({
  files,
  ...(ignores.length ? { ignores } : {}),
  rules: {
    'no-restricted-imports': [
      'error',
      { patterns: [...noAppToApp('@fxdesk/server').patterns, SIBLING_FACE, ...(ban ? [ban] : [])] },
    ],
  },
});

/** A React client app (web, admin): browser globals, the hooks rules and the app boundary. */
const reactApp = (app) => ({
  files: [`apps/${app}/**/*.{ts,tsx}`],
  languageOptions: { globals: { ...globals.browser } },
  plugins: { 'react-hooks': reactHooks },
  rules: {
    ...reactHooks.configs.recommended.rules,
    'no-restricted-imports': ['error', noAppToApp(`@fxdesk/${app}`)],
  },
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

/**
 * Enum-like fields are compared with the named constants of packages/contract (OrderStatus,
 * OrderSide, ChargeStatus, FollowStatus …), never a bare number: `o.status === 1` does not say
 * which 1 it means (issue 16). Proved by apps/server/test/lint-rules.test.ts.
 */
const ENUM_FIELDS = '/^(status|Status|side|OrderType)$/';
const NAMED_STATUS = [
  ['left', 'right'],
  ['right', 'left'],
].map(([member, literal]) => ({
  selector: `BinaryExpression[operator=/^[!=]==$/][${member}.type='MemberExpression'][${member}.property.name=${ENUM_FIELDS}][${literal}.type='Literal'][${literal}.raw=/^\\d+$/]`,
  message:
    'Compare a status, side or order type with its named constant from @fxdesk/contract (OrderStatus.HOLDING), not a bare number.',
}));

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
    files: ['packages/browser/**/*.ts'],
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                '@fxdesk/server',
                '@fxdesk/web',
                '@fxdesk/admin',
                '**/apps/**',
                'react',
                'react-*',
                'node:*',
              ],
              message:
                'packages/browser is DOM code both front ends share: contract and domain only, no React.',
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
  // Server layers (ARCHITECTURE "Layers"): a module reaches a sibling only through its public
  // face (`modules/<name>/index.ts`); services and repositories never import http/ or route
  // files; a repository never imports a service; db/ imports no module. Proved by
  // apps/server/test/lint-rules.test.ts, which plants each violation.
  serverLayer(['apps/server/src/modules/**/*.ts']),
  serverLayer(
    ['apps/server/src/modules/**/*.ts'],
    // Route files, and the http kits that register routes or read the request's token.
    [
      '**/*.routes.ts',
      '**/*.test.ts',
      // A module's public face may hand its route plugins to app.ts.
      'apps/server/src/modules/*/index.ts',
      'apps/server/src/modules/funds/uploads.ts',
      'apps/server/src/modules/backoffice/admin-http.ts',
      'apps/server/src/modules/admin/admin-auth.ts',
      'apps/server/src/modules/admin/staff-cookie.ts',
    ],
    {
      group: ['**/http/*', '**/http', './*.routes.js', '../*/*.routes.js'],
      message: 'Services and repositories never import http/ or routes: AppError is in src/errors.ts.',
    },
  ),
  // Route files call services, never the database: no drizzle-orm and no db/ import (issue 16),
  // in every route file, with no exception.
  serverLayer(['apps/server/src/modules/**/*.routes.ts'], [], {
    group: ['drizzle-orm', 'drizzle-orm/*', '**/db/*', '**/db'],
    message: 'A route calls services, never the database: no drizzle-orm or db/ import in a route file.',
  }),
  serverLayer(['apps/server/src/modules/**/*.repository.ts'], [], {
    group: ['**/http/*', '**/http', './*.routes.js', '../*/*.routes.js', './*.service.js', './*.setup.js'],
    message: 'A repository is below services and routes: it imports db/, never a service, route or http/.',
  }),
  {
    files: ['apps/server/src/db/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...noAppToApp('@fxdesk/server').patterns,
            {
              group: ['**/modules/**', '**/http/**', '../context.js', '../app.js'],
              message: 'db/ is the bottom layer: it imports no module, http/ or the context.',
            },
          ],
        },
      ],
    },
  },
  // Named status constants in every app's source; the time block below repeats them, since a
  // later block's no-restricted-syntax replaces this one's for the files both match.
  {
    files: ['apps/*/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', 'apps/*/src/test/**'],
    rules: { 'no-restricted-syntax': ['error', ...NAMED_STATUS] },
  },
  // Time only through the injected clock and scheduler (src/clock.ts), so a test advances time
  // instead of sleeping. Only clock.ts reads real time; the boot code (main.ts, the store lock)
  // takes it from there too. Intervals are measured on the scheduler's time (`nowMs`), and a
  // next-turn batch goes through its `soon`.
  {
    files: ['apps/server/src/**/*.ts'],
    ignores: ['**/*.test.ts', 'apps/server/src/clock.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...NAMED_STATUS,
        {
          selector: "MemberExpression[object.name='Date'][property.name='now']",
          message: 'Read time from the injected Clock (src/clock.ts), not Date.now.',
        },
        {
          selector: "NewExpression[callee.name='Date'][arguments.length=0]",
          message: 'Read time from the injected Clock (src/clock.ts), not new Date().',
        },
        {
          selector: "MemberExpression[object.name='performance'][property.name='now']",
          message: 'Measure intervals on the injected Scheduler (src/clock.ts, nowMs), not performance.now.',
        },
      ],
      'no-restricted-globals': [
        'error',
        ...['setTimeout', 'setInterval', 'setImmediate'].map((name) => ({
          name,
          message: 'Timers go through the injected Scheduler (src/clock.ts), so tests can advance them.',
        })),
      ],
    },
  },
  reactApp('web'),
  reactApp('admin'),
  // A feature never imports another feature: shared code lives in src/shared.
  ...featureBoundaries('web'),
  ...featureBoundaries('admin'),
);
