// Which tests an encoding has. The rule, in order:
// 1. `%! test: a.lp [b.lp …]` lines at the top of the encoding name its tests, and then only those: each line is
//    one test, its files relative to the encoding; a file that defines nothing but `shouldbe` facts is the test's
//    expectation file, the others are instances given to clingo.
// 2. Otherwise every instance (a file of facts) in the encoding's folder that carries expectations — a
//    `%! models: N` line or `shouldbe` facts — or has an expectation file `<name>-expected.lp` beside it, and that
//    is meant for this encoding: it gives something the encoding uses and does not define, and names no other
//    encoding with `%! encoding:`. Instances elsewhere that name the encoding count too.
// Other encodings of the folder are not instances (they have rules), so `golf.lp` and `golf-commented.lp` each
// get the same tests and never each other. An expectation file is read, never solved: its constraints (the
// seed's trick) would only check that some answer matches, where the bench checks that every answer does.
import type { FileLocation, GolfEncoding, GolfExpectation, GolfProblem, GolfTest } from '../protocol';
import { folderOf, resolveInclude } from '../language/workspace';
import { directiveLocation, SHOULDBE, type GolfFile } from './golfFile';
import { expectedPredicate } from './expectedPredicate';
import { golfScore } from './score';

/** The files discovery may look at, as digests (see golfFile); pure callers build them from texts. */
export interface GolfFiles {
  file(uri: string): GolfFile | undefined;
  /** The URIs of the clingo files in a folder (its URI ends with `/`), not below it. */
  folder(folderUri: string): string[];
  /** Files anywhere that name `encodingUri` with `%! encoding:`. */
  naming?(encodingUri: string): string[];
}

export function discoverGolfTests(encodingUri: string, files: GolfFiles): GolfEncoding {
  const encoding = files.file(encodingUri);
  const label = baseName(encodingUri);
  if (!encoding) {
    return { uri: encodingUri, label, score: golfScore(''), tests: [], problems: [{ message: `cannot read ${label}` }] };
  }
  const problems: GolfProblem[] = encoding.directives.problems.map((p) => ({ message: p.message, location: directiveLocation(encoding, p.directive) }));
  const closure = includeClosure(encoding, files);
  const tests = encoding.directives.tests.length > 0
    ? encoding.directives.tests.map((line) => namedTest(encoding, closure, line, files))
    : foundTests(encoding, closure, files);
  return { uri: encodingUri, label, score: encoding.score ?? golfScore(''), tests, problems };
}

/** Whether a file could be an encoding with tests: it has rules and is no expectation file. */
export function mayBeEncoding(file: GolfFile): boolean {
  return !file.data && !file.onlyExpectations;
}

function namedTest(encoding: GolfFile, closure: GolfFile[], line: GolfFile['directives']['tests'][number], files: GolfFiles): GolfTest {
  const location = directiveLocation(encoding, line.directive);
  const uris = line.paths.map((path) => ({ path, uri: resolveInclude(encoding.uri, path) }));
  const id = line.paths.join(' ');
  return testOfFiles(id, encoding, closure, uris, location, files, false);
}

/**
 * A test of the files a user names (the command line's TEST arguments), as a `%! test:` line would: with one
 * instance and no expectation file among them, the instance's `<name>-expected` file is taken too.
 */
export function namedFilesTest(encodingUri: string, uris: readonly string[], files: GolfFiles): GolfTest | undefined {
  const encoding = files.file(encodingUri);
  if (!encoding) return undefined;
  const folder = folderOf(encodingUri);
  const id = uris.map((uri) => relativePath(folder, uri)).join(' ');
  return testOfFiles(id, encoding, includeClosure(encoding, files), uris.map((uri) => ({ path: relativePath(folder, uri), uri })), undefined, files, true);
}

function testOfFiles(
  id: string, encoding: GolfFile, closure: GolfFile[], entries: readonly { path: string; uri: string | undefined }[],
  at: FileLocation | undefined, files: GolfFiles, findExpectation: boolean,
): GolfTest {
  const problems: GolfProblem[] = [];
  const instances: GolfFile[] = [];
  const expectationFiles: GolfFile[] = [];
  for (const { path, uri } of entries) {
    const file = uri ? files.file(uri) : undefined;
    if (!file) problems.push({ message: `no such file: ${path}`, ...(at ? { location: at } : {}) });
    else if (file.onlyExpectations) expectationFiles.push(file);
    else instances.push(file);
  }
  if (findExpectation && expectationFiles.length === 0 && instances.length === 1) {
    const sibling = expectationFileOf(instances[0].uri, files);
    if (sibling) expectationFiles.push(sibling);
  }
  if (expectationFiles.length > 1) problems.push({ message: 'a test takes one expectation file', ...(at ? { location: at } : {}) });
  const location = at ?? (instances[0] ? firstExpectationLocation(expectationFiles[0], instances[0]) : encoding.start);
  return buildTest(id, id, encoding, closure, instances, expectationFiles[0], location, problems, true);
}

function foundTests(encoding: GolfFile, closure: GolfFile[], files: GolfFiles): GolfTest[] {
  const folder = folderOf(encoding.uri);
  const inClosure = new Set(closure.map((f) => f.uri));
  const expects = expectedKeys(closure);
  const candidates = new Set(files.folder(folder));
  for (const uri of files.naming?.(encoding.uri) ?? []) candidates.add(uri);
  const tests: GolfTest[] = [];
  for (const uri of [...candidates].sort()) {
    if (inClosure.has(uri)) continue;
    const instance = files.file(uri);
    if (!instance || !instance.data || instance.onlyExpectations) continue;
    if (instance.encoding !== undefined && instance.encoding !== encoding.uri) continue;
    const meant = instance.encoding === encoding.uri || expects.some((key) => instance.provides.has(key));
    if (!meant) continue;
    const expectation = expectationFileOf(uri, files);
    if (!expectation && instance.shouldbe.length === 0 && !instance.directives.models) continue;
    const id = relativePath(folder, uri);
    const location = firstExpectationLocation(expectation, instance);
    tests.push(buildTest(id, id, encoding, closure, [instance], expectation, location, [], false));
  }
  return tests;
}

/** `level2-expected.lp` beside `level2.lp`, when it holds `shouldbe` facts and defines nothing else. */
function expectationFileOf(instanceUri: string, files: GolfFiles): GolfFile | undefined {
  const dot = instanceUri.lastIndexOf('.');
  if (dot <= instanceUri.lastIndexOf('/')) return undefined;
  const uri = `${instanceUri.slice(0, dot)}-expected${instanceUri.slice(dot)}`;
  const file = files.file(uri);
  return file?.onlyExpectations ? file : undefined;
}

function buildTest(
  id: string, label: string, encoding: GolfFile, closure: GolfFile[], instances: GolfFile[], expectation: GolfFile | undefined,
  location: FileLocation, problems: GolfProblem[], named: boolean,
): GolfTest {
  const testFiles = [...(expectation ? [expectation] : []), ...instances];
  const expectations: GolfExpectation[] = [];
  for (const file of testFiles) {
    for (const p of file.directives.problems) problems.push({ message: p.message, location: directiveLocation(file, p.directive) });
  }
  const models = testFiles.find((f) => f.directives.models);
  if (models?.directives.models) {
    expectations.push({ kind: 'models', count: models.directives.models.count, location: directiveLocation(models, models.directives.models.directive) });
  }
  const arities = new Set(testFiles.flatMap((f) => f.shouldbe.map((s) => s.arity)));
  for (const arity of [...arities].sort((a, b) => a - b)) {
    const first = testFiles.find((f) => f.shouldbe.some((s) => s.arity === arity))!;
    const facts = first.shouldbe.find((s) => s.arity === arity)!;
    const atoms = new Set(testFiles.flatMap((f) => f.shouldbe.filter((s) => s.arity === arity).flatMap((s) => s.args.map((a) => JSON.stringify(a))))).size;
    const choice = expectedPredicate(arity, closure, instances, [...testFiles, encoding]);
    if ('problem' in choice) problems.push({ message: choice.problem, location: facts.location });
    expectations.push({
      kind: 'answer', ...('predicate' in choice ? { predicate: choice.predicate } : {}), facts: `${SHOULDBE}/${arity}`, atoms, location: facts.location,
    });
  }
  const validate = [...testFiles, encoding].find((f) => f.directives.validate)?.directives.validate?.on ?? true;
  const family = instances.find((f) => f.family)?.family;
  if (validate && family) expectations.push({ kind: 'valid', family });
  if (named && expectations.length === 0) {
    problems.push({ message: 'nothing to check: no %! models: line, no shouldbe facts and no puzzle the bench knows', location });
  }
  return {
    id,
    label,
    instances: instances.map((f) => f.uri),
    ...(expectation ? { expectationFile: expectation.uri } : {}),
    expectations,
    location,
    problems,
  };
}

function firstExpectationLocation(expectation: GolfFile | undefined, instance: GolfFile): FileLocation {
  const models = instance.directives.models;
  if (models) return directiveLocation(instance, models.directive);
  return instance.shouldbe[0]?.location ?? expectation?.shouldbe[0]?.location ?? instance.start;
}

/** The encoding and what it includes, transitively, as far as the files can be read. */
function includeClosure(encoding: GolfFile, files: GolfFiles): GolfFile[] {
  const seen = new Map<string, GolfFile>([[encoding.uri, encoding]]);
  const stack = [encoding];
  while (stack.length > 0) {
    for (const uri of stack.pop()!.includes) {
      const file = seen.has(uri) ? undefined : files.file(uri);
      if (!file) continue;
      seen.set(uri, file);
      stack.push(file);
    }
  }
  return [...seen.values()];
}

/** What the files use and none of them defines: what an instance must give. */
function expectedKeys(files: readonly GolfFile[]): string[] {
  const provided = new Set(files.flatMap((f) => [...f.provides]));
  return [...new Set(files.flatMap((f) => f.needs))].filter((key) => !provided.has(key));
}

/** `level2.lp` for a file of the folder, `../other/level2.lp` for one elsewhere. */
export function relativePath(folderUri: string, uri: string): string {
  const from = folderUri.split('/').slice(0, -1);
  const to = uri.split('/');
  let common = 0;
  while (common < from.length && common < to.length - 1 && from[common] === to[common]) common++;
  return decodeURIComponent([...from.slice(common).map(() => '..'), ...to.slice(common)].join('/'));
}

function baseName(uri: string): string {
  return decodeURIComponent(uri.slice(uri.lastIndexOf('/') + 1));
}

/** The encodings among `uris` (files under a folder) that have tests, by URI. */
export function discoverInFiles(uris: readonly string[], files: GolfFiles): GolfEncoding[] {
  const found: GolfEncoding[] = [];
  for (const uri of [...uris].sort()) {
    const file = files.file(uri);
    if (!file || !mayBeEncoding(file)) continue;
    const encoding = discoverGolfTests(uri, files);
    if (encoding.tests.length > 0) found.push(encoding);
  }
  return found;
}
