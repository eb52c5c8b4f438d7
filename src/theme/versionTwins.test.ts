import {describe, expect, it} from 'vitest';
import {twinInVersion} from './versionTwins';

describe('twinInVersion', () => {
  it('finds the 10.x twin of a 9.x page', () => {
    expect(twinInVersion('/docs/v9/router', 'current')).toBe('/docs/server/routers');
    expect(twinInVersion('/docs/v9/react-queries', 'current')).toBe('/docs/client/react/useQuery');
    expect(twinInVersion('/docs/v9', 'current')).toBe('/docs');
  });

  it('finds the 9.x twin of a 10.x page', () => {
    expect(twinInVersion('/docs/server/routers', '9.x')).toBe('/docs/v9/router');
    expect(twinInVersion('/docs/client/headers', '9.x')).toBe('/docs/v9/header');
    expect(twinInVersion('/docs', '9.x')).toBe('/docs/v9');
  });

  it('has none for pages of one version only, or unknown versions', () => {
    expect(twinInVersion('/docs/client/links/splitLink', '9.x')).toBeUndefined();
    expect(twinInVersion('/docs/server/routers', '8.x')).toBeUndefined();
  });
});
