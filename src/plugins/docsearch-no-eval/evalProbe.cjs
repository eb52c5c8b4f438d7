// @ts-check
/**
 * A bundler loader for DocSearch's modules (see ./index.ts): zod 4, bundled inside
 * @docsearch/react, probes whether `eval` works with `new Function("")` when the modal
 * builds its schemas. The site's CSP has no 'unsafe-eval', so the probe fails, zod parses
 * without compiling, and the browser files a CSP violation (and a report, when a collector
 * is set) on every modal open. Answering "no" without trying gives zod the same path and
 * the browser nothing to report. CommonJS, because the bundler requires its loaders.
 */
const PROBE = 'return new Function(""),!0';
const ANSWER = 'return!1';

/**
 * The module's text without the probe; throws unless it holds exactly one (the guard).
 * @param {string} source
 * @param {string} [file]
 */
function withoutEvalProbe(source, file = 'the module') {
  const count = source.split(PROBE).length - 1;
  if (count !== 1)
    throw new Error(
      `docsearch-no-eval: expected one eval probe (${PROBE}) in ${file}, found ${count}. DocSearch or its zod changed: re-review src/plugins/docsearch-no-eval (handbook/upgrading-docusaurus.md).`,
    );
  return source.replace(PROBE, ANSWER);
}

/**
 * @this {{resourcePath: string}}
 * @param {string} source
 */
function loader(source) {
  return withoutEvalProbe(source, this.resourcePath);
}

module.exports = loader;
module.exports.withoutEvalProbe = withoutEvalProbe;
module.exports.PROBE = PROBE;
