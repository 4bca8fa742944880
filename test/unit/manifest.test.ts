// The manifest promises files, a language, a grammar and commands: check that each promise is kept.
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { RESTRICTED_SETTINGS } from '../../client/src/restrictedSettings';
import { DEFAULT_TIME_LIMIT_SECONDS, MAX_TIME_LIMIT_SECONDS } from '../../server/src/solving/timeLimit';

const root = join(__dirname, '..', '..', '..');
const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
const contributes = manifest.contributes;

describe('package.json', () => {
  it('caps the time limit setting at what a timer holds', () => {
    const setting = contributes.configuration.properties['aspPuzzles.solver.timeLimit'];
    assert.equal(setting.maximum, MAX_TIME_LIMIT_SECONDS);
    assert.equal(setting.default, DEFAULT_TIME_LIMIT_SECONDS);
  });

  it('targets the VS Code that vscode-languageclient 11 needs, and types no newer than that', () => {
    assert.equal(manifest.engines.vscode, '^1.91.0');
    assert.match(manifest.devDependencies['@types/vscode'], /^~1\.91\./);
  });

  it('activates on the clingo language it contributes', () => {
    assert.ok(manifest.activationEvents.includes('onLanguage:clingo'));
    const language = contributes.languages.find((l: { id: string }) => l.id === 'clingo');
    assert.ok(language, 'no clingo language');
    assert.ok(language.extensions.includes('.lp'));
    // VS Code's built-in HTML language owns .asp (Classic ASP pages); taking it over would make VS Code warn.
    assert.ok(!language.extensions.includes('.asp'));
    assert.ok(existsSync(join(root, language.configuration)), language.configuration);
  });

  it('points at a grammar whose scope name matches', () => {
    for (const g of contributes.grammars) {
      const grammar = JSON.parse(readFileSync(join(root, g.path), 'utf8'));
      assert.equal(grammar.scopeName, g.scopeName);
      assert.equal(g.language, 'clingo');
    }
  });

  it('gives every command a title and the ASP category, and reads only settings of its own', () => {
    for (const c of contributes.commands) {
      assert.match(c.command, /^aspPuzzles\.[a-zA-Z]+$/);
      assert.ok(c.title && c.category === 'ASP', c.command);
    }
    for (const key of Object.keys(contributes.configuration.properties)) {
      assert.match(key, /^aspPuzzles\./);
    }
  });

  it('ships the bundles the manifest names', () => {
    const ignore = readFileSync(join(root, '.vscodeignore'), 'utf8');
    assert.ok(ignore.includes(`!${manifest.main.replace(/^\.\//, '')}`), `${manifest.main} left out of the package`);
    assert.ok(ignore.includes('!dist/server.js'), 'server bundle left out of the package');
  });

  it('has what a Marketplace listing shows: a 128x128 PNG icon, categories, keywords and a changelog', () => {
    const png = readFileSync(join(root, manifest.icon));
    assert.equal(png.subarray(1, 4).toString('latin1'), 'PNG');
    assert.deepEqual([png.readUInt32BE(16), png.readUInt32BE(20)], [128, 128]);
    assert.ok(manifest.categories.length > 0 && manifest.keywords.length > 0);
    assert.match(readFileSync(join(root, 'CHANGELOG.md'), 'utf8'), new RegExp(`^## ${manifest.version.replace(/\./g, '\\.')}$`, 'm'));
  });

  it('declares the Node it runs on, and the asp-puzzles command its CLI help names', () => {
    assert.equal(manifest.engines.node, '>=20');
    assert.equal(manifest.bin['asp-puzzles'], './dist/cli.js');
  });

  it('has a Get Started walkthrough whose steps complete on what the user does, with media that exist', () => {
    const commands = new Set(contributes.commands.map((c: { command: string }) => c.command));
    const [walkthrough] = contributes.walkthroughs;
    assert.equal(walkthrough.id, 'getStarted');
    assert.deepEqual(walkthrough.steps.map((s: { id: string }) => s.id), ['openExample', 'solve', 'preview', 'nativeClingo']);
    for (const step of walkthrough.steps) {
      // A step without completion events is done as soon as it is looked at.
      assert.ok(step.completionEvents?.length, `${step.id} has no completion events`);
      for (const event of step.completionEvents as string[]) {
        assert.match(event, /^(onCommand|onContext|onSettingChanged):\S/, `${step.id}: ${event}`);
        const command = /^onCommand:(aspPuzzles\.\w+)$/.exec(event)?.[1];
        if (command) assert.ok(commands.has(command), `${step.id} waits for ${command}, which is not contributed`);
      }
      for (const [, command] of (step.description as string).matchAll(/\(command:(aspPuzzles\.\w+)\)/g)) {
        assert.ok(commands.has(command), `${step.id} links to ${command}, which is not contributed`);
      }
      const media = step.media.markdown ?? step.media.svg ?? step.media.image;
      assert.ok(existsSync(join(root, media)), `${step.id}: ${media}`);
      if (!step.media.markdown) assert.ok(step.media.altText, `${step.id} has a picture without alt text`);
    }
    const ignore = readFileSync(join(root, '.vscodeignore'), 'utf8');
    assert.match(ignore, /^!media\/\*\*$/m, 'the walkthrough media are left out of the package');
    assert.match(ignore, /^!examples\/flow\/level21\.lp$/m, 'the example the walkthrough opens is left out of the package');
  });
  // Settings left open in Restricted Mode, each with why it cannot make anything run: every other setting must
  // be restricted, so a new setting is restricted unless someone decides otherwise here.
  const openInRestrictedMode: Record<string, string> = {
    'aspPuzzles.trace.server': 'how much of the protocol is logged',
    'aspPuzzles.solver.models': 'a count',
    'aspPuzzles.solver.timeLimit': 'a number of seconds',
    'aspPuzzles.solver.threads': 'a number from 1 to 64, given as --parallel-mode=N; only native clingo uses it, and it runs only when trusted',
    'aspPuzzles.solver.optimization': 'one of four fixed modes',
    'aspPuzzles.solver.project': 'on or off',
    'aspPuzzles.solver.constants': 'values of the program, each one argument of -c, as a #const in the file would give them',
    'aspPuzzles.preview.answers': 'a count',
    'aspPuzzles.preview.openAfterSolve': 'on or off',
    'aspPuzzles.solver.showOutput': 'one of three fixed values: when a panel comes to the front',
    'aspPuzzles.explain.minimalCause': 'on or off',
    'aspPuzzles.explain.minimalCauseTimeLimit': 'a number of seconds',
    'aspPuzzles.explain.relaxChoiceBounds': 'on or off',
    'aspPuzzles.explain.relaxFacts': 'on or off',
  };

  it('works in Restricted Mode with every setting that names a program, a path or arguments restricted', () => {
    const trust = manifest.capabilities?.untrustedWorkspaces;
    assert.equal(trust?.supported, 'limited', 'the extension would be switched off in Restricted Mode');
    assert.match(trust.description, /Restricted Mode/);
    const restricted = new Set<string>(trust.restrictedConfigurations);
    const properties: Record<string, { type?: string; enum?: unknown[]; items?: { type?: string }; description?: string; markdownDescription?: string }> = contributes.configuration.properties;
    for (const [key, schema] of Object.entries(properties)) {
      if (restricted.has(key)) continue;
      const why = openInRestrictedMode[key];
      assert.ok(why, `${key} is neither restricted nor listed as harmless`);
      const text = `${schema.description ?? ''} ${schema.markdownDescription ?? ''}`;
      // A free string, a list of strings or a path can name a program or smuggle in an option.
      assert.ok(!(schema.type === 'string' && !schema.enum), `${key} is a free string`);
      assert.ok(schema.type !== 'array', `${key} is a list`);
      assert.doesNotMatch(text, /(path|paths|executable|arguments|options|encoding)/i, `${key} reads like a path or arguments`);
    }
    for (const key of restricted) assert.ok(properties[key], `${key} is restricted but not contributed`);
    assert.deepEqual([...restricted].sort(), RESTRICTED_SETTINGS.map((k) => `aspPuzzles.${k}`).sort(), 'the client reads other settings as restricted than the manifest declares');
    assert.ok(['solver.engine', 'solver.clingoPath', 'solver.extraArguments', 'solver.encodings'].every((k) => restricted.has(`aspPuzzles.${k}`)));
  });

  it('says what works in a virtual workspace', () => {
    const virtual = manifest.capabilities?.virtualWorkspaces;
    assert.equal(virtual?.supported, 'limited');
    assert.ok(virtual.description);
  });

  it('scopes the settings read per file to resources, writes code as Markdown, and orders them', () => {
    const properties = contributes.configuration.properties as Record<string, { scope?: string; order?: number; description?: string; markdownDescription?: string }>;
    // Read with the file's URI (client/src/config.ts, the preview): a folder of a multi-root workspace may set them.
    for (const key of ['models', 'timeLimit', 'threads', 'optimization', 'project', 'constants', 'extraArguments', 'encodings']) {
      assert.equal(properties[`aspPuzzles.solver.${key}`].scope, 'resource', key);
    }
    for (const key of ['answers', 'openAfterSolve']) assert.equal(properties[`aspPuzzles.preview.${key}`].scope, 'resource', key);
    assert.equal(properties['aspPuzzles.solver.showOutput'].scope, 'resource');
    const orders = Object.values(properties).map((p) => p.order);
    assert.ok(orders.every((o) => typeof o === 'number'), 'a setting without an order');
    assert.equal(new Set(orders).size, orders.length);
    for (const [key, p] of Object.entries(properties)) {
      // A plain description shows backticks as they are.
      assert.ok(!p.description?.includes('`'), `${key}: code in a plain description`);
    }
    assert.equal(contributes.configuration.title, 'ASP Grid Puzzles');
  });
});
