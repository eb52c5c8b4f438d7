/**
 * Stands in for theme-common's useMutationObserver in the Preact bundle (see
 * ../index.ts). Same behaviour; only how the options are memoised differs.
 *
 * Why: the original sorts the option keys with `localeCompare` on every
 * render of every code block (the hook watches for a tab that hides the
 * block). The first `localeCompare` of a page loads the browser's collation
 * data, a long task on a slow phone, for four fixed keys.
 */
import {useEffect, useMemo} from 'react';
import {useEvent} from '@docusaurus/theme-common';

const DEFAULT_OPTIONS: MutationObserverInit = {attributes: true, characterData: true, childList: true, subtree: true};

export function useMutationObserver(
  target: Element | undefined | null,
  callback: MutationCallback,
  options: MutationObserverInit = DEFAULT_OPTIONS,
): void {
  const stableCallback = useEvent(callback);
  const optionsKey = JSON.stringify(options);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the key stands for the options' content
  const stableOptions = useMemo(() => options, [optionsKey]);
  useEffect(() => {
    const observer = new MutationObserver(stableCallback);
    if (target) observer.observe(target, stableOptions);
    return () => observer.disconnect();
  }, [target, stableCallback, stableOptions]);
}
