import {describe, expect, it} from 'vitest';
import {tellSameTitlesApart} from './sameTitles';
import type {SearchRecord} from './recordShape';

const record = (
  url: string,
  title: string,
  extra: Partial<SearchRecord> = {},
  type: SearchRecord['type'] = 'lvl1',
): SearchRecord => ({
  objectID: `${url}#${type}`,
  url,
  url_without_anchor: url,
  anchor: null,
  type,
  hierarchy: {lvl0: 'Client Usage', lvl1: title, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null},
  content: null,
  language: 'en',
  docusaurus_tag: 'docs-default-current',
  weight: {level: 100, position: 0},
  ...extra,
});

describe('tellSameTitlesApart', () => {
  it('names the categories of pages that share a title in their section, on every record of those pages', () => {
    const records = tellSameTitlesApart([
      record('/docs/client/nextjs/abort', 'Aborting Procedure Calls', {trail: 'Next.js'}),
      record('/docs/client/nextjs/abort', 'Aborting Procedure Calls', {trail: 'Next.js'}, 'content'),
      record('/docs/client/vanilla/abort', 'Aborting Procedure Calls', {trail: 'Vanilla Client'}),
      record('/docs/client/vanilla/setup', 'Setup', {trail: 'Vanilla Client'}),
    ]);
    expect(records.map((r) => r.hierarchy.lvl0)).toEqual([
      'Client Usage › Next.js',
      'Client Usage › Next.js',
      'Client Usage › Vanilla Client',
      'Client Usage',
    ]);
  });

  it('never ships the trail, and leaves a page with a unique title or no categories as it was', () => {
    const records = tellSameTitlesApart([
      record('/docs/a', 'Same', {trail: 'A'}),
      record('/docs/b', 'Same'),
      record('/docs/c', 'Other', {trail: 'C'}),
    ]);
    expect(records.map((r) => r.hierarchy.lvl0)).toEqual(['Client Usage › A', 'Client Usage', 'Client Usage']);
    expect(records.some((r) => 'trail' in r)).toBe(false);
  });

  it('compares titles within one docs version only: a 9.x page may share its 10.x twin’s title', () => {
    const records = tellSameTitlesApart([
      record('/docs/vanilla', 'Vanilla Client', {trail: 'Client'}),
      record('/docs/v9/vanilla', 'Vanilla Client', {trail: 'Client', docusaurus_tag: 'docs-default-9.x'}),
    ]);
    expect(records.map((r) => r.hierarchy.lvl0)).toEqual(['Client Usage', 'Client Usage']);
  });
});
