// An upstream plugin as Docusaurus publishes one: CommonJS, `validateOptions` a named export beside the default.
'use strict';
Object.defineProperty(exports, '__esModule', {value: true});
exports.validateOptions = ({options}) => ({flag: false, ...options});
exports.default = function cjsPlugin(_context, options) {
  exports.given = options;
  return {name: 'cjs-plugin', getThemePath: () => '../lib/theme'};
};
