import fs from 'node:fs';
import {describe, expect, it} from 'vitest';
import {V9_TWIN_OF, VERSION_TWINS} from '../../config/redirects';
import {isRedirectPage} from '../../scripts/host/inlineScripts';
import {htmlFileOf, loadRoute, readRoute} from './html';

const isPage = (route: string) => fs.existsSync(htmlFileOf(route)) && !isRedirectPage(readRoute(route));

describe('version twins', () => {
  it.each(Object.entries(VERSION_TWINS))('%s and its 10.x twin %s are both pages', (v9, v10) => {
    expect(isPage(v9), v9).toBe(true);
    expect(isPage(v10), v10).toBe(true);
  });

  it.each(Object.entries(VERSION_TWINS))('%s: the unmaintained banner and the dropdown link to %s', (v9, v10) => {
    const $ = loadRoute(v9);
    expect($('.theme-doc-version-banner a').attr('href')).toBe(v10);
    const dropdown = $('.navbar__items--right .dropdown .dropdown__link')
      .map((_, a) => [[$(a).text(), $(a).attr('href')]])
      .get();
    expect(dropdown).toContainEqual(['10.x', v10]);
  });

  it.each(Object.entries(V9_TWIN_OF))('%s: the dropdown links 9.x to %s', (v10, v9) => {
    const $ = loadRoute(v10);
    const dropdown = $('.navbar__items--right .dropdown .dropdown__link')
      .map((_, a) => [[$(a).text(), $(a).attr('href')]])
      .get();
    expect(dropdown).toContainEqual(['9.x', v9]);
  });
});
