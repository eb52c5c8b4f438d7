/**
 * Docusaurus marks a hydrated page with <html data-has-hydrated="true"> through
 * a Head, and in the Preact bundle the Heads of the page load mount after the
 * page has hydrated, in idle time (./Head.tsx). So the mark is set here too, as
 * soon as the page has hydrated; the Head keeps it once mounted.
 */
import {useEffect, type ReactNode} from 'react';
import Head from '@docusaurus/Head';
import useIsBrowser from '@docusaurus/useIsBrowser';

export default function HasHydratedDataAttribute(): ReactNode {
  const isBrowser = useIsBrowser();
  useEffect(() => {
    if (isBrowser) document.documentElement.setAttribute('data-has-hydrated', 'true');
  }, [isBrowser]);
  return (
    <Head>
      <html data-has-hydrated={isBrowser} />
    </Head>
  );
}
