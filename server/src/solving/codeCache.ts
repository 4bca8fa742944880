// The bundled solver's optimised machine code, kept between runs of the command line and sessions of the
// language server (processCodeCache.ts says which file a process reads). V8 first runs clingo.wasm as quickly
// compiled code and recompiles the functions that run most with its optimising compiler, on a second core,
// while the solver runs: a fresh `asp-puzzles` spends its first seconds in slower code (the 34 boards of the
// Flow bench: about 0.4 s of 3) and its single solves mostly in it. V8 can write a compiled module out with the
// optimised code it holds and read it back in another process, as Chrome does for the wasm of web pages; Node
// has no public API for that (a long-open feature request), only V8's own test functions behind a flag, which
// this file turns on for the moment it takes to make the two calls and off again.
// The file is machine code that this process runs: only a file of this user's, that no one else may write, is
// read, so that a cache folder shared with others (ASP_PUZZLES_CODE_CACHE=/tmp) cannot be handed code to run.
// Reading is all the command line and the server do: a file that is missing, damaged, made for other wasm or
// refused by V8 (which checks its own version, the CPU's features and its flags) leaves them compiling as before.
// Writing happens in a process of its own (codeCacheBuilder.ts), started once when the file is missing: V8's
// writer stops the whole process on a failed check instead of throwing.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { closeSync, fstatSync, mkdirSync, openSync, readdirSync, readFileSync, renameSync, statSync, unlinkSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { dirname, join } from 'node:path';

/** A compiled WebAssembly.Module, opaque here (clingoModule.ts names it). */
type CompiledModule = object;

/** How a process that reads the cache runs V8: its code is only read back under the same flags. */
export interface CodeRecipe {
  /** Node's options on the process's command line. */
  execArgv: readonly string[];
  /** NODE_OPTIONS in its environment. */
  nodeOptions?: string;
  /** V8 flags the process sets itself before it compiles clingo.wasm. */
  v8Flags?: string;
}

/** What the builder is told: where to write, for which recipe, and where clingo-wasm's files are. */
export interface BuildOrder {
  file: string;
  v8Flags?: string;
  clingoWasmDir: string;
}

/** The environment variable that moves the cache to another folder, or turns it off with `off`. */
export const CODE_CACHE_VARIABLE = 'ASP_PUZZLES_CODE_CACHE';

/** The folder of the cache, per platform; undefined when it is turned off. */
export function codeCacheFolder(env: NodeJS.ProcessEnv = process.env, platform = process.platform, home = homedir()): string | undefined {
  const chosen = env[CODE_CACHE_VARIABLE];
  if (chosen !== undefined && chosen !== '') return chosen === 'off' ? undefined : chosen;
  if (platform === 'win32') return join(env.LOCALAPPDATA || join(home, 'AppData', 'Local'), 'asp-grid-puzzles', 'Cache');
  if (platform === 'darwin') return join(home, 'Library', 'Caches', 'asp-grid-puzzles');
  return join(env.XDG_CACHE_HOME || join(home, '.cache'), 'asp-grid-puzzles');
}

/**
 * The cache file for clingo.wasm at `wasmPath` read by a process run as `recipe`, in `folder`; undefined when
 * there is no such wasm or the recipe debugs Node (a builder started with it would open a second inspector).
 * The name changes with everything that makes V8 refuse the code, so that files for other Node versions or flags
 * sit side by side instead of replacing one another.
 */
export function codeCacheFile(folder: string, recipe: CodeRecipe, wasmPath: string): string | undefined {
  if ([...recipe.execArgv, recipe.nodeOptions ?? ''].some((option) => /inspect|debug|prof/.test(option))) return undefined;
  let wasm;
  try {
    wasm = statSync(wasmPath);
  } catch {
    return undefined;
  }
  const key = JSON.stringify([
    process.version, process.versions.v8, process.arch, process.platform,
    recipe.execArgv, recipe.nodeOptions ?? '', recipe.v8Flags ?? '', wasmPath, wasm.size, wasm.mtimeMs,
  ]);
  return join(folder, `clingo-${sha256(key).toString('hex').slice(0, 24)}.code`);
}

// A file: MAGIC, the SHA-256 of the wasm it was made from, the SHA-256 of the code, then V8's serialized module.
const MAGIC = Buffer.from('ASPWASM1');
const HEADER = MAGIC.length + 64;

/**
 * The compiled module in cache file `file` for clingo.wasm's `wasmBytes`, or undefined when there is none to be
 * had: no file, a file cut short or changed since it was written, made for other wasm, or refused by V8.
 */
export function cachedClingo(file: string, wasmBytes: Uint8Array): CompiledModule | undefined {
  let fd: number | undefined;
  try {
    fd = openSync(file, 'r');
    if (!ownedAndPrivate(fd)) return undefined;
    const data = readFileSync(fd);
    if (data.length <= HEADER || !data.subarray(0, MAGIC.length).equals(MAGIC)) return undefined;
    const code = data.subarray(HEADER);
    if (!sha256(wasmBytes).equals(data.subarray(MAGIC.length, MAGIC.length + 32))) return undefined;
    if (!sha256(code).equals(data.subarray(MAGIC.length + 32, HEADER))) return undefined;
    const read = v8Serializer()?.deserialize;
    const module = read?.(code.buffer.slice(code.byteOffset, code.byteOffset + code.byteLength), wasmBytes);
    return module ?? undefined;
  } catch {
    return undefined;
  } finally {
    if (fd !== undefined) closeSync(fd);
  }
}

/** Whether the open file `fd` is this user's and no one else may write it (where the system has users). */
function ownedAndPrivate(fd: number): boolean {
  if (!process.getuid) return true;
  const stats = fstatSync(fd);
  return stats.uid === process.getuid() && (stats.mode & 0o022) === 0;
}

/** Writes the serialized `code` of `wasmBytes` to `file` whole or not at all: a reader never sees half a file. */
export function writeCodeCache(file: string, code: Uint8Array, wasmBytes: Uint8Array): void {
  const partial = `${file}.${process.pid}.partial`;
  writeFileSync(partial, Buffer.concat([MAGIC, sha256(wasmBytes), sha256(code), code]), { mode: 0o600 });
  renameSync(partial, file);
}

/** Files of the cache older than this were made for a Node or a clingo.wasm long replaced, or left half-written. */
const STALE_MS = 60 * 24 * 60 * 60 * 1000;

/**
 * Removes the cache's files in `folder` last written more than two months ago, but `keep`: each Node version
 * and each update of the extension leaves files that nothing reads any more. One still in use is made again.
 */
export function pruneCodeCache(folder: string, keep: string, now = Date.now()): void {
  for (const name of readdirSync(folder)) {
    const path = join(folder, name);
    if (path === keep || !/^clingo-[0-9a-f]+\.code/.test(name)) continue;
    try {
      if (now - statSync(path).mtimeMs > STALE_MS) unlinkSync(path);
    } catch {
      // Gone already, or not this user's to remove.
    }
  }
}

/** A builder that has not finished after this long has died: another may start. */
const BUILDER_GIVEN_UP_MS = 24 * 60 * 60 * 1000;

/**
 * Starts a builder (the script `builderFile`) for `file`, run as `recipe`, unless the file is there or a builder is at work on it (its
 * lock file, `file.building`). The builder is not this process's child: it goes on after this process has ended.
 * Never throws: without a cache the command line only runs as it did.
 */
export function buildCodeCache(file: string, recipe: CodeRecipe, builderFile: string, clingoWasmDir: string): void {
  try {
    // Without the builder (a tree compiled without it), a lock taken now would stand for a day.
    if (statSync(file, { throwIfNoEntry: false }) || !statSync(builderFile, { throwIfNoEntry: false })) return;
    mkdirSync(dirname(file), { recursive: true, mode: 0o700 });
    if (!takeLock(`${file}.building`)) return;
    const order: BuildOrder = { file, v8Flags: recipe.v8Flags, clingoWasmDir };
    const builder = spawn(process.execPath, [...recipe.execArgv, builderFile, JSON.stringify(order)], {
      detached: true, stdio: 'ignore', windowsHide: true, cwd: dirname(file), env: builderEnvironment(recipe),
    });
    builder.on('error', () => undefined);
    builder.unref();
  } catch {
    // No folder to write to, no process to start: nothing is cached.
  }
}

/**
 * The builder's environment: the recipe's NODE_OPTIONS and nothing else of this process's, but for the variable
 * that makes an Electron binary (VS Code's, which runs the language server) run as Node instead of opening a window.
 */
export function builderEnvironment(recipe: CodeRecipe, env: NodeJS.ProcessEnv = process.env): NodeJS.ProcessEnv {
  return {
    ...(env.ELECTRON_RUN_AS_NODE ? { ELECTRON_RUN_AS_NODE: env.ELECTRON_RUN_AS_NODE } : {}),
    ...(recipe.nodeOptions ? { NODE_OPTIONS: recipe.nodeOptions } : {}),
  };
}

function takeLock(lock: string): boolean {
  try {
    closeSync(openSync(lock, 'wx'));
    return true;
  } catch {
    const since = statSync(lock, { throwIfNoEntry: false });
    if (!since || Date.now() - since.mtimeMs < BUILDER_GIVEN_UP_MS) return false;
    unlinkSync(lock);
    return takeLock(lock);
  }
}

interface V8Serializer {
  serialize(module: CompiledModule): ArrayBuffer;
  deserialize(code: ArrayBuffer, wasmBytes: Uint8Array): CompiledModule | undefined;
}

let serializer: V8Serializer | null | undefined;

/**
 * V8's two test functions, made while `--allow-natives-syntax` is on and kept once it is off again (V8 hashes its
 * flags into the code it writes, and checks the hash when it reads: the flag must be off at both ends). Null in a
 * runtime that does not have them.
 */
export function v8Serializer(): V8Serializer | null {
  if (serializer !== undefined) return serializer;
  // Required here: the command line's entry loads this file, and a trivial solve, which reads no cache, would
  // pay for loading V8's module.
  const { setFlagsFromString } = require('node:v8') as typeof import('node:v8');
  try {
    setFlagsFromString('--allow-natives-syntax');
    serializer = {
      serialize: new Function('module', 'return %SerializeWasmModule(module)') as V8Serializer['serialize'],
      deserialize: new Function('code', 'wasm', 'return %DeserializeWasmModule(code, wasm)') as V8Serializer['deserialize'],
    };
  } catch {
    serializer = null;
  } finally {
    setFlagsFromString('--no-allow-natives-syntax');
  }
  return serializer;
}

function sha256(data: string | Uint8Array): Buffer {
  return createHash('sha256').update(data).digest();
}
