/**
 * The guard of ./questionScore.ts: it reads MiniSearch's internal fields, so
 * every answer it gives is compared with MiniSearch's own search of the same
 * question, to the last bit of every score. A MiniSearch release that changes
 * those fields or its scoring fails here before it reaches a reader.
 */
import MiniSearch from 'minisearch';
import {describe, expect, it} from 'vitest';
import {createSearchEngine} from './engine';
import {readInternals} from './questionScore';
import {record} from './testRecords';

/** A response without its timing, which differs from run to run. */
const untimed = <T extends {processingTimeMS: number}>(response: T): T => ({...response, processingTimeMS: 0});

const page = (slug: string, title: string, sections: Array<[string, string]>) => [
  record({url: `/docs/${slug}`, type: 'lvl1', hierarchy: {lvl1: title}, content: sections[0]?.[1] ?? null}),
  ...sections.flatMap(([heading, text], i) => [
    record({url: `/docs/${slug}#s${i}`, type: 'lvl2', hierarchy: {lvl1: title, lvl2: heading}}),
    record({url: `/docs/${slug}#s${i}`, hierarchy: {lvl1: title, lvl2: heading}, content: text}),
  ]),
];

// Pages that share words, prefixes and near-misses, so that questions take every branch: exact, prefix and typo matches, several fields, several pages.
const records = [
  ...page('server/context', 'Context', [
    ['Create the context', 'The context holds the request headers and the user session for every procedure.'],
    ['Inner and outer context', 'Split the context when server side calls need no request.'],
  ]),
  ...page('server/middlewares', 'Middlewares', [
    ['Authorization', 'A middleware that throws UNAUTHORIZED stops users who are not logged in.'],
    ['Extend the context', 'A middleware can add the user to the context of the procedures after it.'],
  ]),
  ...page('client/headers', 'Custom headers', [
    ['Headers per request', 'The headers option of httpBatchLink runs before every request to the server.'],
    ['Cookies', 'Cookies travel with the request when credentials are included.'],
  ]),
  ...page('client/react/useQuery', 'useQuery()', [
    ['Retry', 'A failed query retries three times; set retry to false to stop it.'],
    ['Refetch', 'Refetching after a mutation: invalidate the query.'],
  ]),
  ...page('server/procedures', 'Define Procedures', [
    ['Input validators', 'Every procedure may validate its input with zod, yup or a function.'],
    ['Output types', 'Infer the output types of a procedure with inferRouterOutputs.'],
  ]),
  record({
    url: '/blog/introducing',
    docusaurus_tag: 'default',
    hierarchy: {lvl0: 'Blog', lvl1: 'Introducing'},
    content: 'Typesafe procedures between server and client, without codegen.',
  }),
  record({
    url: '/docs/v9/context',
    docusaurus_tag: 'docs-default-9.x',
    hierarchy: {lvl1: 'Context'},
    content: 'The v9 context of a request.',
  }),
];

const QUESTIONS = [
  'how do I access request headers in a procedure',
  'only let logged in users call a procedure',
  'retry a failed query',
  'refetch a list after a mutation',
  'share types between server and client without codegen',
  'get the output type of a procedure',
  'contxt of a reqest with heders',
  'real time updates without react',
  'send cookies to the server',
];

describe('question scores', () => {
  const arrays = createSearchEngine(records);
  const reference = createSearchEngine(records, {questionScores: 'minisearch'});
  const filters = [
    undefined,
    ['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']],
    ['docusaurus_tag:docs-default-9.x'],
  ];

  it.each(QUESTIONS)('"%s": the same hits, scores, order and highlights as MiniSearch', (query) => {
    for (const facetFilters of filters)
      for (const hitsPerPage of [3, 50]) {
        const params = {query, facetFilters, hitsPerPage, attributesToSnippet: ['content:10']};
        const ours = untimed(arrays.search(params));
        const theirs = untimed(reference.search(params));
        expect(ours).toEqual(theirs);
      }
  });

  it('gives the same answers while body text is still being indexed, and after', async () => {
    const ours = createSearchEngine(records, {progressive: true});
    const theirs = createSearchEngine(records, {progressive: true, questionScores: 'minisearch'});
    const answers = (engine: typeof ours) =>
      QUESTIONS.map((query) => {
        return untimed(engine.search({query, hitsPerPage: 50}));
      });
    // Titles and headings only, at first: a question's scores come from a smaller index.
    const early = answers(ours);
    expect(early).toEqual(answers(theirs));
    await Promise.all([ours.ready, theirs.ready]);
    const late = answers(ours);
    expect(late).toEqual(answers(theirs));
    expect(late, 'body text was indexed in between').not.toEqual(early);
  });

  it('finds something for every question, so that the comparison compares something', () => {
    for (const query of QUESTIONS) expect(arrays.search({query}).nbHits, query).toBeGreaterThan(0);
  });

  it('reads the internals of the installed MiniSearch, and nothing from an object without them', () => {
    expect(readInternals(new MiniSearch({fields: ['text']}))).not.toBeNull();
    expect(readInternals({})).toBeNull();
  });
});
