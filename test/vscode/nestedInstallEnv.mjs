// The environment for a package install that runs inside another npm's script (`npm test`, `npm run examples`).
// An outer npm describes itself to its scripts in variables: `npm_config_user_agent` names its Node ("node/v20"),
// `NODE` and `npm_node_execpath` its binary, `npm_config_*` every setting it read, `npm_lifecycle_*` and
// `npm_package_*` the script and package. A nested install inherits them, and some install scripts believe them
// over the Node actually running: code-server's reads its Node major from the user agent, and refuses anything
// but 24 even when Node 24 runs it. So the nested install gets none of them, and reads npm's own configuration
// files afresh, as if started from a shell.

/** Settings that say where and how to fetch packages; a user may have given them to the outer npm on purpose. */
const KEPT = new Set(['registry', 'proxy', 'https_proxy', 'noproxy', 'cafile', 'ca', 'strict_ssl', 'userconfig',
  'globalconfig', 'cache'].map((name) => `npm_config_${name}`));

/** True for a variable that an outer npm (or npx) sets for the scripts it runs. */
export function setByOuterNpm(name) {
  const lower = name.toLowerCase();
  if (KEPT.has(lower)) return false;
  return lower.startsWith('npm_') || name === 'NODE' || name === 'INIT_CWD';
}

/**
 * `env` without what an outer npm set, with `nodeBinDir` first on PATH (so `npm` and the scripts it runs use
 * that Node) and `extra` added on top.
 */
export function nestedInstallEnv(env, { nodeBinDir, extra = {} } = {}) {
  const clean = {};
  for (const [name, value] of Object.entries(env)) {
    if (value !== undefined && !setByOuterNpm(name)) clean[name] = value;
  }
  if (nodeBinDir) clean.PATH = clean.PATH ? `${nodeBinDir}:${clean.PATH}` : nodeBinDir;
  return { ...clean, ...extra };
}
