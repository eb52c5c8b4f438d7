import type {SearchResult} from 'minisearch';
import {describe, expect, it} from 'vitest';
import {conceptGroups} from './concepts';
import {byQuestionScore, conceptTerms, matchConcepts, pageShareOf, scoreByCoverage, searchConcepts} from './question';
import type {QuestionMatches} from './questionScore';
import {buildSearchIndex} from './searchIndex';
import {record} from './testRecords';

const records = [
  record({
    url: '/docs/server/context',
    type: 'lvl1',
    hierarchy: {lvl1: 'Context'},
    content: 'Request headers in the context.',
  }),
  record({
    url: '/docs/server/context#inner',
    hierarchy: {lvl1: 'Context', lvl2: 'Inner'},
    content: 'The session of a user.',
  }),
  record({url: '/docs/client/headers', type: 'lvl1', hierarchy: {lvl1: 'Custom headers'}, content: 'Send headers.'}),
  record({
    url: '/docs/subscriptions',
    type: 'lvl1',
    hierarchy: {lvl1: 'Subscriptions'},
    content: 'A websocket subscription.',
  }),
];
const index = buildSearchIndex(records);
const reference = buildSearchIndex(records, {questionScores: 'minisearch'});
const urlOf = (r: SearchResult) => index.byId.get(r.id)!.url;

describe('conceptTerms', () => {
  it("weighs a typed word fully, a vocabulary meaning less, and a vocabulary phrase's own words least", () => {
    const {weight, conceptsOf, meanings} = conceptTerms(conceptGroups('context realtime'));
    expect(weight.get('context')).toBe(1);
    expect(weight.get('realtim')).toBe(1);
    expect(weight.get('subscription')).toBe(0.8);
    expect(conceptsOf.get('context')).toBe(0b01);
    expect(conceptsOf.get('subscription')).toBe(0b10);
    expect(meanings.has('subscription')).toBe(true);
    const phrase = conceptTerms(conceptGroups('live updates'));
    expect(phrase.weight.get('live')).toBe(0.3);
    expect(phrase.weight.get('subscription')).toBe(1);
  });
});

describe('matchConcepts', () => {
  it("finds any concept's records, the same in arrays as MiniSearch's own search", () => {
    const terms = conceptTerms(conceptGroups('context headers'));
    const ours = matchConcepts(index, terms, undefined);
    const theirs = matchConcepts(reference, terms, undefined);
    const rows = (m: QuestionMatches) =>
      Array.from({length: m.length}, (_, i) => [m.idOf(i), m.scores[i], m.concepts[i], m.groups[i]] as const).sort(
        (a, b) => a[0].localeCompare(b[0]),
      );
    expect(rows(ours)).toEqual(rows(theirs));
    expect(ours.length).toBe(3);
  });
});

describe('scoreByCoverage', () => {
  const matches: QuestionMatches = {
    length: 3,
    idOf: (i) => `r${i}`,
    scores: Float64Array.from([10, 10, 10]),
    // r0 covers both concepts; r1 one, on r0's page; r2 one, alone on its page.
    concepts: Int32Array.from([0b11, 0b01, 0b10]),
    groups: Int32Array.from([0, 0, 1]),
    termsOf: () => [],
  };
  const results = scoreByCoverage(matches, 2);

  it("multiplies each score by the cube of its own share and the square of its page's", () => {
    expect(results.map((r) => r.score)).toEqual([10, 10 * 0.125, 10 * 0.125 * 0.25]);
    expect(results.map(pageShareOf)).toEqual([1, 1, 0.5]);
    expect(results.map((r) => r.id)).toEqual(['r0', 'r1', 'r2']);
  });

  it('is ordered by byQuestionScore: score, then the score before a boost, then in the order found', () => {
    expect(
      [...results]
        .reverse()
        .sort(byQuestionScore)
        .map((r) => r.id),
    ).toEqual(['r0', 'r1', 'r2']);
  });
});

describe('searchConcepts', () => {
  it("ranks the records that cover the whole question first, and keeps each page's share", () => {
    const results = searchConcepts(index, conceptGroups('context headers'), undefined).sort(byQuestionScore);
    expect(urlOf(results[0]!)).toBe('/docs/server/context');
    expect(pageShareOf(results[0]!)).toBe(1);
    const custom = results.find((r) => urlOf(r) === '/docs/client/headers')!;
    expect(pageShareOf(custom)).toBe(0.5);
  });

  it('keeps to the records the filters allow', () => {
    const allowed = (id: string) => !id.startsWith('/docs/server');
    const results = searchConcepts(index, conceptGroups('context headers'), allowed);
    expect(results.map(urlOf)).toEqual(['/docs/client/headers']);
  });
});
