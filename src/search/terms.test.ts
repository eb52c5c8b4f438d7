import {describe, expect, it} from 'vitest';
import {camelCaseParts, capQuery, MAX_QUERY_LENGTH, nameWords} from './terms';

describe('camelCaseParts', () => {
  it('splits a query that is one camelCase name into its parts, and nothing else', () => {
    expect(camelCaseParts('fetchRequestHandler')).toEqual(['fetch', 'Request', 'Handler']);
    expect(camelCaseParts('fetch')).toBeNull();
    expect(camelCaseParts('fetch request')).toBeNull();
  });
});

describe('nameWords', () => {
  it("reads a symbol's words in their indexed form, acronyms whole, a prefix dropped", () => {
    expect(nameWords('HTTPBatchLinkOptions')).toEqual(['http', 'batch', 'link', 'option']);
    expect(nameWords('experimental_createTRPCNextAppDirServer')).toEqual([
      'creat',
      'trpc',
      'next',
      'app',
      'dir',
      'server',
    ]);
  });
});

describe('capQuery', () => {
  it(`cuts a query to ${MAX_QUERY_LENGTH} characters`, () => {
    expect(capQuery('a'.repeat(MAX_QUERY_LENGTH + 1))).toHaveLength(MAX_QUERY_LENGTH);
    expect(capQuery('useQuery')).toBe('useQuery');
  });
});
