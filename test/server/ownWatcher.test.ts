// A client that cannot watch files for the server (no dynamic registration of didChangeWatchedFiles, as Neovim 0.7
// and Helix): the server watches the folder itself, so a file written, changed or deleted on disk still counts.
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { after, before, describe, it } from 'node:test';
import { startSession, type LspSession } from './lspSession';

describe('a client that watches no files for the server', { timeout: 60_000 }, () => {
  const dir = mkdtempSync(join(tmpdir(), 'asp-own-watch-'));
  const encoding = pathToFileURL(join(dir, 'encoding.lp')).href;
  let session: LspSession;

  before(async () => {
    writeFileSync(join(dir, 'encoding.lp'), '');
    mkdirSync(join(dir, 'data'));
    session = await startSession(dir, { capabilities: {} });
  });

  after(async () => {
    assert.equal(await session.close(), 0, session.stderr());
    rmSync(dir, { recursive: true, force: true });
  });

  const undefinedEdge = (d: { message: string | { value: string } }[]) => d.some((x) => String(x.message).includes('edge/2'));

  it('sees a file of the folder written on disk, changed and deleted', async () => {
    await session.open(encoding, 'reach(Y) :- reach(X), edge(X,Y).\nreach(1).\n');
    await session.diagnostics(encoding, undefinedEdge);
    writeFileSync(join(dir, 'instance.lp'), 'edge(1,2).\n');
    await session.diagnostics(encoding, (d) => !undefinedEdge(d));
    writeFileSync(join(dir, 'instance.lp'), 'link(1,2).\n');
    await session.diagnostics(encoding, undefinedEdge);
    rmSync(join(dir, 'instance.lp'));
    writeFileSync(join(dir, 'instance.lp'), 'edge(1,2).\n');
    await session.diagnostics(encoding, (d) => !undefinedEdge(d));
    rmSync(join(dir, 'instance.lp'));
    await session.diagnostics(encoding, undefinedEdge);
  });

  it('watches the folders below, and a folder made after it started', async () => {
    // data/ was there at the start; the encoding there uses what a file written beside it later defines.
    const below = pathToFileURL(join(dir, 'data', 'encoding.lp')).href;
    writeFileSync(join(dir, 'data', 'encoding.lp'), '');
    await session.open(below, 'p(X) :- q(X).\n');
    const undefinedQ = (d: { message: string | { value: string } }[]) => d.some((x) => String(x.message).includes('q/1'));
    await session.diagnostics(below, undefinedQ);
    writeFileSync(join(dir, 'data', 'facts.lp'), 'q(1).\n');
    await session.diagnostics(below, (d) => !undefinedQ(d));
    // A folder made now, with a file moved into it from elsewhere (as git or an unzip would).
    const outside = mkdtempSync(join(tmpdir(), 'asp-own-watch-src-'));
    mkdirSync(join(outside, 'later'));
    writeFileSync(join(outside, 'later', 'encoding.lp'), 'r(X) :- s(X).\n');
    renameSync(join(outside, 'later'), join(dir, 'later'));
    const later = pathToFileURL(join(dir, 'later', 'encoding.lp')).href;
    await session.open(later, 'r(X) :- s(X).\n');
    const undefinedS = (d: { message: string | { value: string } }[]) => d.some((x) => String(x.message).includes('s/1'));
    await session.diagnostics(later, undefinedS);
    writeFileSync(join(dir, 'later', 'facts.lp'), 's(1).\n');
    await session.diagnostics(later, (d) => !undefinedS(d));
    rmSync(outside, { recursive: true, force: true });
  });
});
