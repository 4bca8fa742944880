// Reading a file from disk: regular files only, never past the cap, and a FIFO or a device never blocks.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { readTextFile } from '../../server/src/readTextFile';
import { scratchDir } from '../scratch';

const dir = scratchDir('asp-read-');
const at = (name: string) => join(dir, name);

describe('reading a text file', () => {
  it('reads a regular file and a symlink to one, as UTF-8', () => {
    writeFileSync(at('a.lp'), 'p("é").\n');
    symlinkSync(at('a.lp'), at('link.lp'));
    assert.deepEqual(readTextFile(at('a.lp')), { text: 'p("é").\n' });
    assert.deepEqual(readTextFile(at('link.lp')), { text: 'p("é").\n' });
  });

  it('refuses a FIFO without waiting for a writer', { skip: process.platform === 'win32' && 'no mkfifo' }, () => {
    execFileSync('mkfifo', [at('fifo.lp')]);
    assert.deepEqual(readTextFile(at('fifo.lp')), { error: 'not a regular file' });
  });

  it('refuses devices, also through a symlink', { skip: process.platform === 'win32' && 'no /dev' }, () => {
    symlinkSync('/dev/zero', at('zero.lp'));
    assert.deepEqual(readTextFile(at('zero.lp')), { error: 'not a regular file' });
    assert.deepEqual(readTextFile('/dev/zero'), { error: 'not a regular file' });
    assert.deepEqual(readTextFile('/dev/null'), { error: 'not a regular file' });
  });

  it('says what is wrong with a folder, a missing file and a dangling symlink', () => {
    mkdirSync(at('folder.lp'));
    symlinkSync(at('gone.lp'), at('dangling.lp'));
    assert.deepEqual(readTextFile(at('folder.lp')), { error: 'is a directory' });
    assert.deepEqual(readTextFile(at('missing.lp')), { error: 'no such file' });
    assert.deepEqual(readTextFile(at('dangling.lp')), { error: 'no such file' });
    assert.deepEqual(readTextFile(join(at('a.lp'), 'x.lp')), { error: 'no such file' });
  });

  it('reads up to the cap and no further, whatever the file says its size is', { skip: process.platform !== 'linux' && 'needs /proc' }, () => {
    writeFileSync(at('big.lp'), 'x'.repeat(1001));
    assert.deepEqual(readTextFile(at('big.lp'), 1001), { text: 'x'.repeat(1001) });
    assert.deepEqual(readTextFile(at('big.lp'), 1000), { error: 'larger than 1000 bytes' });
    // Files in /proc claim a size of 0 and have more.
    assert.deepEqual(readTextFile('/proc/self/maps', 10), { error: 'larger than 10 bytes' });
  });
});
