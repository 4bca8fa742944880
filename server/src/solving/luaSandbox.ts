// The Lua half of the bundled solver's sandbox: a `#script (lua)` that runs before any script of the program
// and takes away what reaches outside clingo (processes, files, the environment, output, module loading,
// the debug library). What a script then tries is refused with clingo's own message format, at the line of
// the script that asked, written to stderr before the Lua error: clingo-wasm loses the text of a Lua error
// that reaches clingo, so without it the user would only see `RuntimeError: unreachable`. For the same
// reason every function a script defines as a global (main, the @-functions) runs under a handler that
// writes any error it raises — a nil indexed, error() called, a clingo call refused — the same way, once.
// An error elsewhere (a script's top level, a callback such as on_model, a method of a table such as a ground
// context's) still reaches clingo as it is, and leaves only a trap: `withLostScriptError` then says so at the script.
//
// The prelude is one line put before the program, so every position clingo reports is one line too far
// down; `fromSandboxLines` moves them back. A program that cannot start Lua goes without it (see `sandboxed`).

import { lex } from '../language/lexer';
import { T } from '../language/tokens';
import type { ClingoMessage } from './messages';

const REFUSAL = 'is not available in the bundled solver, which runs scripts without access to the system '
  + '(native clingo runs them as they are)';

// One line: a Lua `--` comment would swallow the rest of it, and a newline would move the user's lines.
const PRELUDE_LUA = [
  'local stderr, getinfo, error, tostring, tonumber, setmetatable, select = io.stderr, debug.getinfo, error, tostring, tonumber, setmetatable, select',
  'local loaded, load_text = package.loaded, load',
  'local xpcall, pack, unpack, rawset, type = xpcall, table.pack, table.unpack, rawset, type',
  'local own = getinfo(1, "S").source',
  // The first frame of a user script (its chunk is named `-:LINE:COL-...` after where the script starts).
  'local function where()',
  '  for level = 2, 50 do',
  '    local info = getinfo(level, "Sl")',
  '    if not info then break end',
  '    local first = info.source ~= own and info.source:match("^%-:(%d+):")',
  '    if first and info.currentline > 0 then return "-:" .. (tonumber(first) + info.currentline - 1) .. ":1-2: error: " end',
  '  end',
  '  return "*** ERROR: (clingo): "',
  'end',
  // The last error written: one that passes through several guarded functions, or a refusal, is written once.
  'local written',
  `local function deny(name) local text = name .. " ${REFUSAL}" stderr:write(where() .. text .. "\\n") written = text error(text, 0) end`,
  'local function refused(name) return function() deny(name) end end',
  'local function closed(name, keep)',
  '  keep = keep or {}',
  '  return setmetatable({}, { __metatable = false,',
  '    __index = function(_, key) local v = keep[key] if v ~= nil then return v end deny(name .. "." .. tostring(key)) end,',
  '    __newindex = function(_, key) deny(name .. "." .. tostring(key)) end })',
  'end',
  'local safe = { clingo = true, string = true, table = true, math = true, utf8 = true, coroutine = true }',
  'os = closed("os", { clock = os.clock, date = os.date, difftime = os.difftime, time = os.time })',
  'io = closed("io")',
  'debug = closed("debug", { traceback = debug.traceback })',
  'package = closed("package")',
  'print, dofile, loadfile = refused("print"), refused("dofile"), refused("loadfile")',
  'require = function(name) if safe[name] and loaded[name] then return loaded[name] end deny("require(\\"" .. tostring(name) .. "\\")") end',
  // Text chunks only: crafted bytecode can corrupt the Lua VM.
  'load = function(chunk, name, _, ...) if select("#", ...) > 0 then return load_text(chunk, name, "t", ...) end return load_text(chunk, name, "t") end',
  // Lua's own `[string "..."]:LINE: ` is dropped: the line written is the program's, not the script's.
  'local function guarded(name, f)',
  '  local function report(e)',
  '    if e ~= written then',
  '      written = e',
  '      stderr:write(where() .. "error calling " .. name .. ": " .. tostring(e):gsub("^%[string \\"[^\\"]*\\"%]:%d+: ", "") .. "\\n")',
  '    end',
  '    return e',
  '  end',
  '  return function(...)',
  '    local results = pack(xpcall(f, report, ...))',
  '    if results[1] then return unpack(results, 2, results.n) end',
  '    error(results[2], 0)',
  '  end',
  'end',
  'setmetatable(_G, { __newindex = function(t, key, value)',
  '  if type(value) == "function" then value = guarded(tostring(key), value) end',
  '  rawset(t, key, value)',
  'end })',
].map((l) => l.trim()).join(' ');

/** The line put before every program the bundled solver runs. */
export const LUA_PRELUDE = `#script (lua) ${PRELUDE_LUA} #end.`;

/** The program as the bundled solver runs it: the prelude on a line of its own, then the program. */
export function withSandbox(program: string): string {
  return `${LUA_PRELUDE}\n${program}`;
}

/** The word a program needs to run Lua (`#script (lua)`), in any case, wherever it is: comments too. */
const MAY_SCRIPT = /script/i;

/**
 * The program as the bundled solver runs it, and how to read positions in clingo's messages back. Only a
 * `#script` runs Lua, so a program without the word "script" anywhere cannot run any and is left as it is:
 * starting Lua for the prelude is most of a small program's first run.
 */
export function sandboxed(program: string): { text: string; positions: (messages: string) => string } {
  if (!MAY_SCRIPT.test(program)) return { text: program, positions: (messages) => messages };
  return { text: withSandbox(program), positions: fromSandboxLines };
}

// `-:L:C`, `-:L:C-C2` and `-:L:C-L2:C2` at the start of a line of clingo's messages (notes included).
const POSITION = /^-:(\d+):(\d+)(?:-(?:(\d+):)?(\d+))?(?=:)/gm;

/** clingo's message text with every position moved back to the line it has in the program without the prelude. */
export function fromSandboxLines(text: string): string {
  return text.replace(POSITION, (_, l: string, c: string, l2: string | undefined, c2: string | undefined) => {
    const up = (n: string) => String(Math.max(1, Number(n) - 1));
    const end = c2 === undefined ? '' : `-${l2 === undefined ? '' : `${up(l2)}:`}${c2}`;
    return `-:${up(l)}:${c}${end}`;
  });
}

/** What a trap inside the wasm leaves of a Lua error that no guarded function saw. */
const TRAP = /^RuntimeError: unreachable\b/;

/**
 * A failed run's messages, where all a Lua script's error left is a trap with no place: one error at the
 * program's first Lua script instead, saying what was lost and where to see it.
 */
export function withLostScriptError(program: string, messages: ClingoMessage[]): ClingoMessage[] {
  if (messages.some((m) => m.line !== undefined) || !messages.some((m) => TRAP.test(m.text))) return messages;
  const script = firstLuaScript(program);
  if (!script) return messages;
  // clingo's places: lines counted by \n, columns from 1.
  const line = program.slice(0, script.start).split('\n').length;
  const column = script.start - program.lastIndexOf('\n', script.start - 1);
  const text = 'a script stopped with an error that the bundled solver cannot show (RuntimeError: unreachable): '
    + 'clingo-wasm loses the text of a Lua error raised outside main and the script\'s other global functions, '
    + 'such as at its top level, in a callback like on_model or in a method of a table. Native clingo shows it.';
  return [{ severity: 'error', line, column, endLine: line, endColumn: column + (script.end - script.start), text }];
}

/** Where `#script (lua)` first opens a script, as the lexer reads it: not in a comment or a string. */
function firstLuaScript(program: string): { start: number; end: number } | undefined {
  const { buffer } = lex(program);
  for (let i = 0; i + 3 < buffer.count; i++) {
    if (buffer.kinds[i] !== T.Script || buffer.token(i + 2).text !== 'lua') continue;
    return { start: buffer.starts[i], end: buffer.ends[i + 3] };
  }
  return undefined;
}
