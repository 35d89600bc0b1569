// Local lint rules that keep the architecture's one-way flow honest:
//   shell -> features -> (learn-api, backend-api, ui)
// A feature never imports another feature, and only @tools/learn-api talks to Learn.
import path from 'node:path';

/** Packages every feature may depend on. Anything else under @tools/ is a feature. */
export const SHARED_PACKAGES = new Set(['launch', 'learn-api', 'backend-api', 'ui', 'testing', 'tsconfig', 'eslint-config']);

function packageOf(filename) {
  const parts = filename.split(path.sep);
  const i = parts.lastIndexOf('packages');
  return i >= 0 && parts[i + 1] ? parts[i + 1] : null;
}

const noCrossFeatureImport = {
  meta: { type: 'problem', schema: [], messages: {
    cross: "Feature '{{from}}' must not import feature '{{to}}'. Move shared code to @tools/ui, @tools/learn-api or @tools/backend-api.",
  } },
  create(context) {
    const own = packageOf(context.filename);
    if (!own || SHARED_PACKAGES.has(own)) return {};
    const check = (node) => {
      const source = node.source && node.source.value;
      if (typeof source !== 'string') return;
      const m = /^@tools\/([^/]+)/.exec(source);
      if (!m || SHARED_PACKAGES.has(m[1]) || m[1] === own) return;
      context.report({ node, messageId: 'cross', data: { from: own, to: m[1] } });
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check, ImportExpression: check };
  },
};

export const boundariesPlugin = { rules: { 'no-cross-feature-import': noCrossFeatureImport } };
