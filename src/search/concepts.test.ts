import {describe, expect, it} from 'vitest';
import {conceptGroups} from './concepts';

describe('conceptGroups', () => {
  it('drops the phrasing of a question', () => {
    expect(conceptGroups('how do I merge routers with trpc').map((g) => g.typed)).toEqual([['merge'], ['routers']]);
  });
  it('keeps the words when nothing else is left', () => {
    expect(conceptGroups('what is it').map((g) => g.typed)).toEqual([['what'], ['is'], ['it']]);
  });
  it('reads a vocabulary phrase as one concept, with the words the pages use', () => {
    const [realTime, ...rest] = conceptGroups('real time updates in react');
    expect(realTime).toMatchObject({typed: ['real', 'time'], phrase: true});
    expect(realTime!.means).toContain('subscription');
    expect(rest.map((g) => g.typed)).toEqual([['updates'], ['react']]);
  });
  it('prefers the longest phrase and splits words as the index does', () => {
    expect(conceptGroups('turn off batching')[0]!.means).toEqual(['httplink']);
    expect(conceptGroups('set a cache-control header')[1]!.means).toContain('responsemeta');
  });
  it('adds meanings to a single word without dropping it', () => {
    expect(conceptGroups('deno')).toEqual([{typed: ['deno'], means: ['fetch', 'fetchrequesthandler'], phrase: false}]);
  });
});
