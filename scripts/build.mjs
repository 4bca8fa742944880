#!/usr/bin/env node
// Bundles the extension with esbuild: client and server as CommonJS for Node. Type-checking is separate
// (`npm run typecheck`). Flags: --watch rebuilds on change, --production minifies without source maps.
//
// clingo-wasm stays outside the bundles: its worker finds itself through import.meta.url, which a CommonJS
// bundle empties. The server and the CLI load it with import() from node_modules, which the package ships.
import * as esbuild from 'esbuild';
import { chmodSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const production = process.argv.includes('--production');
const watch = process.argv.includes('--watch');
const version = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).version;

/** The server's bundle: the client is told this path, so the two never disagree. */
export const SERVER_BUNDLE = 'dist/server.js';

/**
 * jsPDF (with the libraries it brings) is most of the code; the CLI and the server load it from a bundle of its
 * own, dist/jspdf.js, on the first PDF, so that they start without reading it.
 */
const jspdfApart = {
  name: 'jspdf-apart',
  setup(build) {
    build.onResolve({ filter: /^jspdf$/ }, () => ({ path: './jspdf.js', external: true }));
  },
};

/** The command line's entry requires its code, bundled apart as dist/cliMain.js, rather than including it. */
const cliMainApart = {
  name: 'cli-main-apart',
  setup(build) {
    build.onResolve({ filter: /^\.\/main$/ }, () => ({ path: './cliMain.js', external: true }));
  },
};

/**
 * The worker's bundle has clingo-wasm's runner built in, in place of server/src/solving/clingoRunner.ts, which
 * loads it as an ES module (that file says why). Its `import.meta.url` becomes the URL clingoJsUrl.ts finds.
 * The threaded build, which the worker never asks for, is left out. clingo.js loads Node's `module` with
 * import(), which would start Node's ES module loader in the worker (a few milliseconds of every worker's
 * start); here it gets the module from clingoJsUrl.ts, loaded as this CommonJS bundle loads any.
 */
const clingoRunnerBuiltIn = {
  name: 'clingo-runner-built-in',
  setup(build) {
    build.onResolve({ filter: /^\.\/clingoRunner$/ }, () => ({ path: 'clingoRunner', namespace: 'built-in-runner' }));
    build.onLoad({ filter: /.*/, namespace: 'built-in-runner' }, () => ({
      contents: "import { Runner } from './run.js';\nexport const loadRunner = async () => Runner;\n",
      resolveDir: join(root, 'node_modules', 'clingo-wasm', 'dist'),
    }));
    build.onLoad({ filter: /clingo-wasm[\\/]dist[\\/]clingo\.js$/ }, ({ path }) => ({ contents: requiringNodeModule(path), loader: 'js' }));
    build.onResolve({ filter: /^\.\/clingo-mt\.js$/ }, () => ({ path: 'clingo-mt', namespace: 'left-out' }));
    build.onLoad({ filter: /.*/, namespace: 'left-out' }, () => ({
      contents: "throw new Error('the threaded build of clingo-wasm is not part of the bundled solver');\n",
    }));
  },
};

/** clingo.js (at `path`) with `clingoJsNodeModule` for its import() of Node's `module`; the build fails if there is none. */
function requiringNodeModule(path) {
  const IMPORT_MODULE = /await import\(\s*(?:\/\*.*?\*\/\s*)*"node:module"\s*\)/g;
  const text = readFileSync(path, 'utf8');
  const replaced = text.replace(IMPORT_MODULE, 'clingoJsNodeModule');
  if (replaced === text) throw new Error(`${relative(root, path)} no longer imports "node:module": see requiringNodeModule in scripts/build.mjs`);
  return replaced;
}

const BUNDLES = [
  {
    entryPoints: ['client/src/extension.ts'],
    outfile: 'dist/client.js',
    platform: 'node',
    format: 'cjs',
    external: ['vscode'],
    define: { __SERVER_BUNDLE__: JSON.stringify(SERVER_BUNDLE) },
  },
  {
    entryPoints: ['server/src/main.ts'],
    outfile: SERVER_BUNDLE,
    platform: 'node',
    format: 'cjs',
    external: ['clingo-wasm'],
    define: { __EXTENSION_VERSION__: JSON.stringify(version) },
  },
  {
    // The bundled solver's sandboxed worker, beside the server and the CLI that start it.
    entryPoints: ['server/src/solving/clingoWorker.ts'],
    outfile: 'dist/clingoWorker.js',
    platform: 'node',
    format: 'cjs',
    plugins: [clingoRunnerBuiltIn],
    define: { 'import.meta.url': 'clingoJsUrl' },
    inject: ['server/src/solving/clingoJsUrl.ts'],
  },
  {
    // jsPDF's Node build as CommonJS, required by the bundles beside it.
    entryPoints: ['jspdf'],
    outfile: 'dist/jspdf.js',
    platform: 'node',
    format: 'cjs',
    isJsPdf: true,
  },
  {
    // The command line's code, loaded by its entry below once the solver's worker has started.
    entryPoints: ['server/src/cli/main.ts'],
    outfile: 'dist/cliMain.js',
    platform: 'node',
    format: 'cjs',
    external: ['clingo-wasm'],
  },
  {
    // The process that writes the cache of the solver's optimised code (solving/codeCache.ts), for the command
    // line and the language server.
    entryPoints: ['server/src/cli/codeCacheBuilder.ts'],
    outfile: 'dist/codeCacheBuilder.js',
    platform: 'node',
    format: 'cjs',
    external: ['clingo-wasm'],
  },
  {
    entryPoints: ['server/src/cli/launch.ts'],
    outfile: 'dist/cli.js',
    platform: 'node',
    format: 'cjs',
    external: ['clingo-wasm'],
    plugins: [cliMainApart],
    banner: { js: '#!/usr/bin/env node' },
    // The `asp-puzzles` command of package.json's `bin`: runnable as it is, not only through npm's links.
    executable: true,
  },
  {
    // The preview panel's page: an ES module for the browser, with the renderer the exports use.
    entryPoints: ['client/webview/preview.ts'],
    outfile: 'dist/webview/preview.js',
    platform: 'browser',
    format: 'esm',
    target: 'es2022',
  },
];

/** Prints errors as `file:line:col: error: text`, which VS Code's esbuild problem matchers understand. */
const problemReporter = {
  name: 'problem-reporter',
  setup(build) {
    build.onStart(() => {
      if (watch) console.log('[watch] build started');
    });
    build.onEnd((result) => {
      for (const { text, location } of result.errors) {
        const where = location ? `${location.file}:${location.line}:${location.column}: ` : '';
        console.error(`${where}error: ${text}`);
      }
      if (watch) console.log('[watch] build finished');
    });
  },
};

async function main() {
  const contexts = await Promise.all(BUNDLES.map(({ executable, isJsPdf, plugins = [], ...bundle }) => esbuild.context({
    target: 'node20',
    ...bundle,
    absWorkingDir: root,
    bundle: true,
    minify: production,
    sourcemap: !production,
    sourcesContent: false,
    logLevel: 'silent',
    plugins: isJsPdf ? [problemReporter] : [problemReporter, jspdfApart, ...plugins],
  })));
  if (watch) {
    await Promise.all(contexts.map((ctx) => ctx.watch()));
    return;
  }
  let failed = false;
  for (const [i, ctx] of contexts.entries()) {
    try {
      await ctx.rebuild();
      const outfile = join(root, BUNDLES[i].outfile);
      if (BUNDLES[i].executable) chmodSync(outfile, 0o755);
      console.log(`built ${relative(root, outfile)}`);
    } catch {
      failed = true; // the reporter has printed the errors
    }
    await ctx.dispose();
  }
  if (failed) process.exit(1);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await main();
}
