// Lint: typescript-eslint's recommended rules, React hooks, and the layer rules of ARCHITECTURE.md.
import js from "@eslint/js";
import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";
import boundaries from "eslint-plugin-boundaries";

const el = (type) => ({ element: { type } });

export default tseslint.config(
  { ignores: ["dist/**", "data/**", "node_modules/**", "test-results/**"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { ecmaVersion: 2023, sourceType: "module" },
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
    },
  },
  {
    files: ["**/*.{js,mjs}"],
    languageOptions: { globals: { process: "readonly", console: "readonly", URL: "readonly" } },
  },
  {
    files: ["**/*.{ts,tsx}"],
    plugins: { boundaries },
    settings: {
      "import/resolver": { node: { extensions: [".ts", ".tsx", ".js", ".mjs"] } },
      // Only value imports are checked: `import type` may cross any line.
      "boundaries/dependency-nodes": [],
      "boundaries/additional-dependency-nodes": [
        {
          selector: "ImportDeclaration:not([importKind=type]) > Literal",
          kind: "value",
          name: "value-import",
        },
        { selector: "ImportExpression > Literal", kind: "value", name: "value-import" },
        {
          selector: "ExportNamedDeclaration:not([exportKind=type]) > Literal",
          kind: "value",
          name: "value-import",
        },
        {
          selector: "ExportAllDeclaration:not([exportKind=type]) > Literal",
          kind: "value",
          name: "value-import",
        },
      ],
      "boundaries/elements": [
        { type: "schemas", pattern: "schemas/**", partialMatch: false },
        {
          type: "runtime-pure",
          pattern: ["runtime/permissions/**", "runtime/url/**", "runtime/format/**", "runtime/icons/**"],
          partialMatch: false,
        },
        { type: "runtime", pattern: "runtime/**", partialMatch: false },
        { type: "ui", pattern: "src/ui/**", partialMatch: false },
        { type: "feature", pattern: "src/features/*", capture: ["feature"] },
        { type: "widget", pattern: "widgets/*", capture: ["widget"] },
        { type: "app", pattern: "src/app/**", partialMatch: false },
        { type: "fragments", pattern: "fragments/**", partialMatch: false },
        { type: "server-services", pattern: "server/services/**", partialMatch: false },
        {
          type: "server-above-services",
          pattern: ["server/layouts/**", "server/routes/**"],
          partialMatch: false,
        },
        { type: "server", pattern: "server/**", partialMatch: false },
        { type: "tests", pattern: ["tests", "bench", "scripts"] },
      ],
    },
    rules: {
      "boundaries/dependencies": [
        "error",
        {
          default: "allow",
          policies: [
            {
              from: el("schemas"),
              disallow: {
                to: {
                  element: {
                    types: {
                      anyOf: [
                        "runtime",
                        "runtime-pure",
                        "ui",
                        "feature",
                        "widget",
                        "app",
                        "fragments",
                        "server",
                        "server-services",
                        "server-above-services",
                      ],
                    },
                  },
                },
              },
              message:
                "schemas/ must not import anything: keep contracts free of code so server, client and fragments can share them.",
            },
            {
              from: { element: { types: { anyOf: ["runtime", "runtime-pure"] } } },
              disallow: {
                to: {
                  element: {
                    types: {
                      anyOf: [
                        "ui",
                        "feature",
                        "widget",
                        "app",
                        "fragments",
                        "server",
                        "server-services",
                        "server-above-services",
                      ],
                    },
                  },
                },
              },
              message:
                "runtime/ must not import src/, widgets/, fragments/ or server/: pass what it needs in as an argument or registry entry.",
            },
            {
              from: el("ui"),
              disallow: {
                to: {
                  element: {
                    types: {
                      anyOf: [
                        "feature",
                        "widget",
                        "app",
                        "fragments",
                        "server",
                        "server-services",
                        "server-above-services",
                      ],
                    },
                  },
                },
              },
              message:
                "src/ui must not import features, widgets or the app: the design system takes data through props.",
            },
            {
              from: el("feature"),
              disallow: {
                to: {
                  element: {
                    types: {
                      anyOf: [
                        "widget",
                        "app",
                        "fragments",
                        "server",
                        "server-services",
                        "server-above-services",
                      ],
                    },
                  },
                },
              },
              message:
                "src/features must not import widgets, the app or the server: move the shared piece into the feature or src/ui.",
            },
            {
              from: el("feature"),
              disallow: {
                to: {
                  element: {
                    type: "feature",
                    captured: { feature: "!{{ from.captured.feature }}" },
                    fileInternalPath: "!index.ts",
                  },
                },
              },
              message:
                'a feature imports another feature only through its index.ts: import from "../{{ to.captured.feature }}" instead.',
            },
            {
              // The dashboard's fragment editor starts from the authors' templates and builds against
              // the SDK's URL: pure modules of fragments/ written for both the browser and the CLI.
              from: el("feature"),
              allow: {
                to: {
                  element: {
                    type: "fragments",
                    fileInternalPath: [
                      "**/templates/{index,props-declaration,props-schema}.ts",
                      "**/sdk/index.ts",
                    ],
                  },
                },
              },
            },
            {
              from: el("widget"),
              disallow: {
                to: {
                  element: {
                    types: {
                      anyOf: ["app", "fragments", "server", "server-services", "server-above-services"],
                    },
                  },
                },
              },
              message:
                "widgets must not import the app, fragments or the server: move the shared piece to src/features or src/ui.",
            },
            {
              from: el("widget"),
              disallow: {
                to: { element: { type: "widget", captured: { widget: "!{{ from.captured.widget }}" } } },
              },
              message:
                "widgets must not import other widgets: move the shared piece to src/features or src/ui.",
            },
            {
              from: el("fragments"),
              disallow: {
                to: {
                  element: {
                    types: {
                      anyOf: [
                        "runtime-pure",
                        "ui",
                        "feature",
                        "widget",
                        "app",
                        "server",
                        "server-services",
                        "server-above-services",
                      ],
                    },
                  },
                },
              },
              message:
                "fragments see only runtime/index.ts and schemas/: import from runtime/index.ts, which is what the host exposes to fragments.",
            },
            {
              from: el("server-services"),
              disallow: { to: el("server-above-services") },
              message:
                "services must not import layouts/ or routes/: they sit above services; move what both need into services/ or db/.",
            },
            {
              from: { element: { types: { anyOf: ["server", "server-services", "server-above-services"] } } },
              disallow: {
                to: {
                  element: { types: { anyOf: ["runtime", "ui", "feature", "widget", "app", "fragments"] } },
                },
              },
              message:
                "server/ may import schemas/ and the pure runtime modules (runtime/permissions, runtime/url, runtime/format, runtime/icons, the theme tokens of runtime/theme) only: move DOM-free logic there first.",
            },
            {
              // The theme's tokens and their CSS are DOM-free: pages are rendered with the site's theme.
              from: { element: { types: { anyOf: ["server", "server-services", "server-above-services"] } } },
              allow: {
                to: {
                  element: { type: "runtime", fileInternalPath: "**/theme/{variables,css-variables}.ts" },
                },
              },
            },
          ],
        },
      ],
    },
  },
  {
    // A widget runs on the first load; its schema's module also feeds the layout editor's catalog, and
    // a module two chunks share goes whole where the first load fetches it. Types only, then: what a
    // widget reads at run time lives in schemas/widgets/defaults.ts (or limits.ts).
    files: ["widgets/**/*.{ts,tsx}"],
    ignores: ["**/*.test.{ts,tsx}", "**/fixtures.ts"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["**/schemas/widgets/*.schema", "**/schemas/widgets/common"],
              allowTypeImports: true,
              message:
                "a widget imports only types from a widget schema module: put the value it needs in schemas/widgets/defaults.ts.",
            },
          ],
        },
      ],
    },
  },
  {
    // A migration runs as it was written: a service that changes later must not change it.
    files: ["server/db/migrations/**/*.ts"],
    ignores: ["**/*.test.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["**/services/**"],
              message: "a migration must not import live service code: copy what it needs into it.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["**/*.test.{ts,tsx}", "tests/**", "bench/**", "scripts/**"],
    rules: { "@typescript-eslint/no-non-null-assertion": "off" },
  },
);
