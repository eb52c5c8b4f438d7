/**
 * A docs page's twin in another docs version, by path (config/versionTwins.ts):
 * the 10.x page of a 9.x page, the 9.x page of a 10.x page.
 */
import {V9_TWIN_OF, VERSION_TWINS, type V9Page} from '../../config/versionTwins';

/** Version names as the docs plugin names them: `current` is 10.x. */
export function twinInVersion(pathname: string, versionName: string): string | undefined {
  const page = pathname.replace(/(.)\/$/, '$1');
  if (versionName === 'current') return VERSION_TWINS[page as V9Page];
  if (versionName === '9.x') return V9_TWIN_OF[page];
  return undefined;
}
