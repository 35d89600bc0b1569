// Local lint rules that keep the architecture's one-way flow honest:
//   shell -> features -> (learn-api, backend-api, ui)
// A feature never imports another feature, and only @tools/learn-api talks to Learn.
import path from 'node:path';

/** Packages every feature may depend on. Anything else under @tools/ is a feature. */
export const SHARED_PACKAGES = new Set([
  'launch',
  'learn-api',
  'backend-api',
  'ui',
  'bulk',
  'host',
  'testing',
  'tsconfig',
  'eslint-config',
]);

/** Apps may be imported by a feature's tests, E2E specs and benchmarks only (the sandbox is a test double). */
const APPS = new Set(['sandbox', 'server', 'shell', 'storybook']);
const TEST_FILE = /(__tests__|\/e2e\/|\/bench\/|\.test\.|\.spec\.|\.bench\.|\.stories\.)/;

function packageOf(filename) {
  const parts = filename.split(path.sep);
  const i = parts.lastIndexOf('packages');
  return i >= 0 && parts[i + 1] ? parts[i + 1] : null;
}

const noCrossFeatureImport = {
  meta: {
    type: 'problem',
    schema: [],
    messages: {
      cross:
        "Feature '{{from}}' must not import '{{to}}'. Move shared code to @tools/ui, @tools/learn-api or @tools/backend-api (apps only in tests).",
    },
  },
  create(context) {
    const own = packageOf(context.filename);
    if (!own || SHARED_PACKAGES.has(own)) return {};
    const check = (node) => {
      const source = node.source && node.source.value;
      if (typeof source !== 'string') return;
      const m = /^@tools\/([^/]+)/.exec(source);
      if (!m || SHARED_PACKAGES.has(m[1]) || m[1] === own) return;
      if (APPS.has(m[1]) && TEST_FILE.test(context.filename)) return;
      context.report({ node, messageId: 'cross', data: { from: own, to: m[1] } });
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

export const boundariesPlugin = { rules: { 'no-cross-feature-import': noCrossFeatureImport } };
