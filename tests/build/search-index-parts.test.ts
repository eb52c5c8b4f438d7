/**
 * The browser reads each docs version's search index in two parts: a head of
 * titles and headings, which a first search needs, then the body text
 * (src/search/indexWire.ts splitIndex). Together they are the
 * whole file agents read, record for record, and the head is a small part of it.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import {describe, expect, it} from 'vitest';
import {bodyFileName, headFileName, indexFileName} from '../../src/docs-model/searchIndex';
import {decodeIndex, fillContent, type IndexPage} from '../../src/search/indexWire';
import {BUILD_DIR, readSearchIndex} from './html';

const DIR = path.join(BUILD_DIR, 'search-index');
const read = (file: string) => fs.readFileSync(path.join(DIR, file));
const versions = fs
  .readdirSync(DIR)
  .filter((f) => f.endsWith('.head.json'))
  .map((f) => f.slice(0, -'.head.json'.length));
const gzipKB = (file: string) => zlib.gzipSync(read(file), {level: 9}).length / 1024;

describe("the search index's two parts", () => {
  it('exist for each docs version, and only for them', () => {
    expect(versions.sort()).toEqual(['9.x', 'current']);
    const files = fs.readdirSync(DIR).sort();
    expect(files).toEqual(versions.flatMap((v) => [bodyFileName(v), headFileName(v), indexFileName(v)]).sort());
  });

  it.each(versions)('%s: the head with its body read back as the whole file', (version) => {
    const records = decodeIndex(JSON.parse(read(headFileName(version)).toString('utf8')) as IndexPage[]);
    expect(records.some((r) => r.type === 'content' && r.content === null)).toBe(true);
    fillContent(records, JSON.parse(read(bodyFileName(version)).toString('utf8')) as Array<string | null>);
    expect(records).toEqual(readSearchIndex(indexFileName(version)));
  });

  it.each(versions)('%s: the head, all a first search downloads of it, is at most a fifth of the whole', (version) => {
    const head = gzipKB(headFileName(version));
    const whole = gzipKB(indexFileName(version));
    expect(head / whole, `${version}: head ${head.toFixed(1)} KB of ${whole.toFixed(1)} KB`).toBeLessThanOrEqual(0.2);
  });
});
