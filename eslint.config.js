import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import featureBoundaries from './eslint-rules/feature-boundaries.js';
import noImportCycles from './eslint-rules/no-import-cycles.js';
import typedApiCalls from './eslint-rules/typed-api-calls.js';

/** The app ships src/ alone: it must not lean on test helpers, journeys or scripts. */
const outsideTheApp = {
  group: ['**/test/*', '**/e2e/*', '**/scripts/*'],
  message: 'Code under src/ must not import test/, e2e/ or scripts/: move what both need into src/.',
};
const tests = ['**/*.test.ts', '**/*.test.tsx'];
/** The project's own rules (eslint-rules/), one plugin object: flat config refuses two of one name. */
const stagecall = {
  rules: {
    'feature-boundaries': featureBoundaries,
    'no-import-cycles': noImportCycles,
    'typed-api-calls': typedApiCalls,
  },
};
/** The Stripe SDK costs start-up time and memory: only PAYMENTS=stripe loads it (await import). */
const stripeOnDemand = {
  name: 'stripe',
  allowTypeImports: true,
  message:
    "Load the Stripe SDK with await import('stripe') where PAYMENTS=stripe needs it (payments/stripe/client.ts).",
};
/**
 * Libraries only some instances use, loaded where first needed so the others never pay their
 * memory (issue 48: about 25 MB of an idle server): their types are free.
 */
const loadedOnDemand = [
  ['pg', 'the first PostgreSQL connection (db/connection.ts)'],
  ['ioredis', 'REDIS_URL (app.ts)'],
  ['nodemailer', 'SMTP_URL (email/worker.ts)'],
  ['web-push', 'the first push sent (push/push-sender.ts)'],
  ['@simplewebauthn/server', 'the first passkey ceremony (passkeys-service.ts)'],
  ['openid-client', 'the first Google sign-in (google/oidc-client.ts)'],
].map(([name, where]) => ({
  name,
  allowTypeImports: true,
  message: `Load ${name} on demand (await import, or require where it must be synchronous): ${where}.`,
}));

export default tseslint.config(
  { ignores: ['dist/', 'dist-server/', 'node_modules/', 'test-results/', 'playwright-report/', 'data/', 'coverage/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': 'off',
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { stagecall },
    rules: { 'stagecall/feature-boundaries': 'error', 'stagecall/no-import-cycles': 'error' },
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // The web client must not reach into server code: only src/shared crosses the line.
      'no-restricted-imports': [
        'error',
        {
          patterns: [{ group: ['**/server/**'], message: 'The web client may import src/shared only.' }, outsideTheApp],
        },
      ],
      // CSS counts every <select> as :read-only, so the fields' read-only dimming greys its choices.
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "JSXOpeningElement[name.name='select'] > JSXAttribute[name.name='className'] Identifier[name='inputClasses']",
          message: 'A <select> takes selectClasses: inputClasses dims :read-only fields, and every select is one.',
        },
      ],
    },
  },
  {
    // The web calls the API through its typed client (docs/decisions/029-typed-client.md); the
    // client module itself is where fetch is allowed.
    files: ['src/web/**/*.{ts,tsx}'],
    ignores: ['src/web/lib/api-client.ts'],
    plugins: { stagecall },
    rules: { 'stagecall/typed-api-calls': 'error' },
  },
  {
    files: ['src/server/**/*.ts', 'src/shared/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/web/**'], message: 'Server and shared code must not import the web client.' },
            outsideTheApp,
          ],
          paths: [stripeOnDemand, ...loadedOnDemand],
        },
      ],
    },
  },
  {
    // Tests beside the code they test use the shared test helpers; the other lines still hold.
    files: tests.map((pattern) => `src/web/${pattern}`),
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/server/**'], message: 'The web client may import src/shared only.' }] },
      ],
    },
  },
  {
    files: tests.flatMap((pattern) => [`src/server/${pattern}`, `src/shared/${pattern}`]),
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/web/**'], message: 'Server and shared code must not import the web client.' }] },
      ],
    },
  },
  {
    // Benchmarks and scripts run without the test suite (a production box, the bench's own build).
    files: ['bench/**/*.ts', 'scripts/**/*.ts'],
    ignores: tests,
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/test/*', '**/e2e/*'],
              message: 'bench/ and scripts/ must not import test/ or e2e/: use src/ (the demo factories) instead.',
            },
          ],
        },
      ],
    },
  },
  {
    // Routes speak HTTP (issue 41): their SQL lives in the feature's queries, behind its services.
    files: ['src/server/features/**/*routes.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            'CallExpression[callee.property.name=/^(selectFrom|selectNoFrom|updateTable|insertInto|deleteFrom|transaction)$/]',
          message: 'A route speaks HTTP only: put the query in the feature’s queries and call it through a service.',
        },
        {
          selector: "TaggedTemplateExpression[tag.name='sql']",
          message: 'A route speaks HTTP only: put the query in the feature’s queries and call it through a service.',
        },
      ],
    },
  },
  {
    files: ['test/**/*.ts', '**/*.test.ts', 'e2e/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off', '@typescript-eslint/no-non-null-assertion': 'off' },
  },
);
