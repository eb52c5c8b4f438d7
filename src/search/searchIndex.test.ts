import {describe, expect, it} from 'vitest';
import {
  allowedFor,
  buildSearchIndex,
  field,
  filterFor,
  phraseTest,
  titleTermsOf,
  typos,
  writtenWords,
} from './searchIndex';
import {record} from './testRecords';

const title = record({
  url: '/docs/server/routers',
  type: 'lvl1',
  hierarchy: {lvl1: 'Define Routers'},
  content: 'Routers.',
});
const heading = record({
  url: '/docs/server/routers#merging',
  type: 'lvl2',
  hierarchy: {lvl1: 'Define Routers', lvl2: 'Merging'},
});
const text = record({
  url: '/docs/server/routers#merging',
  hierarchy: {lvl1: 'Define Routers', lvl2: 'Merging'},
  content: 'Merge routers with t.mergeRouters.',
});
const related = record({
  url: '/docs/server/routers#see-also',
  hierarchy: {lvl1: 'Define Routers', lvl2: 'See also'},
  content: 'Middlewares.',
});
const reference = record({
  url: '/docs/typedoc/client/classes/TRPCClientError',
  type: 'lvl1',
  hierarchy: {lvl0: 'API Reference', lvl1: 'Class: TRPCClientError<T>'},
  content: 'The error of a call.',
});
const v9 = record({
  url: '/docs/v9/router',
  type: 'lvl1',
  hierarchy: {lvl1: 'Router'},
  docusaurus_tag: 'docs-default-9.x',
  twin: '/docs/server/routers',
});
const records = [title, heading, text, related, reference, v9];

describe('buildSearchIndex', () => {
  const index = buildSearchIndex(records);

  it('indexes every record at once, and knows each by its id', () => {
    expect(index.text.documentCount).toBe(records.length);
    expect(index.byId.get(text.objectID)).toBe(text);
    expect(index.complete).toBe(true);
  });

  it('boosts page titles over headings over text, and "See also" lines least', () => {
    const boost = (r: typeof title) => index.boostDocument(r.objectID);
    expect(boost(title)).toBeGreaterThan(boost(heading));
    expect(boost(heading)).toBeGreaterThan(boost(text));
    expect(boost(text)).toBeGreaterThan(boost(related));
  });

  it('numbers pages from 0, one number for every record of a page', () => {
    expect(index.pageNumberOf(title.objectID)).toBe(0);
    expect(index.pageNumberOf(related.objectID)).toBe(0);
    expect(index.pageNumberOf(reference.objectID)).toBe(1);
    expect(index.pageNumberOf(v9.objectID)).toBe(2);
  });

  it("knows reference pages, their symbols and their symbols' kinds", () => {
    expect(index.kinds.get(reference.objectID)).toEqual({
      reference: true,
      symbolKey: 'trpcclienterror',
      family: 'trpc|error',
      page: reference.url_without_anchor,
    });
    expect(index.kinds.get(title.objectID)?.reference).toBe(false);
    expect(index.symbolKinds.get('trpcclienterror')).toBe('error');
  });

  it("keeps pages' title records, with their twins", () => {
    expect(index.titles.get('/docs/v9/router')?.twin).toBe('/docs/server/routers');
    expect(index.titles.has('/docs/server/routers#merging')).toBe(false);
  });

  it('counts the terms it indexed, and scores questions in arrays unless told to use MiniSearch', () => {
    expect(index.termCount.get('router')).toBeGreaterThan(0);
    expect(index.questionScorer).not.toBeNull();
    expect(buildSearchIndex(records, {questionScores: 'minisearch'}).questionScorer).toBeNull();
  });

  it('progressively: titles and headings at once, body text once the body has come', async () => {
    let arrive!: () => void;
    const progressive = buildSearchIndex(records, {progressive: true, body: new Promise<void>((r) => (arrive = r))});
    expect(progressive.text.documentCount).toBe(records.filter((r) => r.type !== 'content').length);
    expect(progressive.complete).toBe(false);
    arrive();
    await progressive.ready;
    expect(progressive.text.documentCount).toBe(records.length);
    expect(progressive.complete).toBe(true);
    expect(progressive.phrases.ready).toBe(true);
  });
});

describe('what a search looks up in the index', () => {
  const index = buildSearchIndex(records);
  const current = ['docusaurus_tag:docs-default-current'];

  it('lets through the records a set of facet filters allows, one function per set, none where all pass', () => {
    const allowed = allowedFor(index, current)!;
    expect(allowed(title.objectID)).toBe(true);
    expect(allowed(v9.objectID)).toBe(false);
    expect(allowedFor(index, ['docusaurus_tag:docs-default-current'])).toBe(allowed);
    expect(allowedFor(index, ['language:en'])).toBeUndefined();
    expect(allowedFor(index, undefined)).toBeUndefined();
    expect(filterFor(index, current)!({id: v9.objectID} as never)).toBe(false);
    expect(filterFor(index, undefined)).toBeUndefined();
  });

  it("reads a page's title and slug as indexed terms", () => {
    expect([...titleTermsOf(index, text)].sort()).toEqual(['defin', 'router']);
    expect(field(title, 'slug')).toBe('routers');
    expect(field(text, 'slug')).toBe('');
    expect(field(text, 'page')).toBe('Define Routers');
    expect(field(heading, 'heading')).toBe('Merging');
  });

  it('keeps the words of titles and headings as written', () => {
    expect(writtenWords(index).get('merg')).toBe('Merging');
    expect(writtenWords(index).get('router')).toBe('Routers');
  });

  it('tells which records hold a phrase, and null when none does', () => {
    const holds = phraseTest(index, 'merge routers')!;
    expect(holds({id: text.objectID} as never)).toBe(true);
    expect(holds({id: title.objectID} as never)).toBe(false);
    expect(phraseTest(index, 'routers merge')).toBeNull();
  });

  it('allows no typos of a word the index holds', () => {
    expect(typos(index, 'router')).toBe(false);
    expect(typos(index, 'routr')).toBe(0.25);
    expect(typos(index, 'rout')).toBe(1);
    expect(typos(index, 'rou')).toBe(false);
  });
});
