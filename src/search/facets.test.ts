import {describe, expect, it} from 'vitest';
import {docsVersionOf, matchesFacetFilters} from './facets';

const doc9 = {language: 'en', docusaurus_tag: 'docs-default-9.x', type: 'content'};
const post = {language: 'en', docusaurus_tag: 'default', type: 'lvl1'};

describe('matchesFacetFilters', () => {
  const contextual = ['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']];

  it('ANDs the outer array and ORs inner arrays', () => {
    expect(matchesFacetFilters(post, contextual)).toBe(true);
    expect(matchesFacetFilters(doc9, contextual)).toBe(false);
    expect(matchesFacetFilters({...post, language: 'fr'}, contextual)).toBe(false);
  });

  it('supports a single string, negation and no filters', () => {
    expect(matchesFacetFilters(doc9, 'docusaurus_tag:docs-default-9.x')).toBe(true);
    expect(matchesFacetFilters(doc9, ['-type:content'])).toBe(false);
    expect(matchesFacetFilters(doc9, undefined)).toBe(true);
  });
});

describe('docsVersionOf', () => {
  it('reads the docs version out of contextual filters', () => {
    expect(docsVersionOf(['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-9.x']])).toBe('9.x');
    expect(docsVersionOf(['language:en'])).toBeNull();
  });
});
