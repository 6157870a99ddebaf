// Source maps for the server's own code, not for the packages it loads (scripts/start.mjs).
//
// With source maps on, Node reads the map of every CommonJS module that names one when it compiles the module, and
// keeps it (the parsed JSON, the sources it embeds and the module's line lengths) for the life of the process. The
// server's packages name hundreds (typeorm alone ships the TypeScript sources of its ~400 files in its maps): measured
// on the compiled server right after it loads, the live heap is 32.8 MB with every map and 24.1 MB with only its own
// (dist/server/main.js.map; RSS 111 -> 94 MB), and under load that is ~9 MB of ~40 MB live that every full
// collection marks again. Package frames in a stack trace stay as they are in node_modules (JavaScript, with its
// real path and line); frames of the server's code still name its TypeScript sources.
import Module from 'node:module';

/**
 * Turns source maps on for stack traces, but makes Node read a map only when it compiles `file`: every other module
 * (the packages `file` requires, now or later, and whatever they require) compiles with source maps off for the
 * moment. The server's own code is one bundle, so its map is the only one its stack frames need.
 */
export function sourceMapsOnlyFor(file) {
  const compile = Module.prototype._compile;
  let depth = 0;
  Module.prototype._compile = function compileWithoutItsSourceMap(content, filename, ...rest) {
    if (filename === file) return compile.call(this, content, filename, ...rest);
    if (depth++ === 0) process.setSourceMapsEnabled(false);
    try {
      return compile.call(this, content, filename, ...rest);
    } finally {
      if (--depth === 0) process.setSourceMapsEnabled(true);
    }
  };
  process.setSourceMapsEnabled(true);
}
