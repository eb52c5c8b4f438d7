/**
 * Crashes once after it mounts, with an error that has a cause that has a
 * cause, so the crash page can be tested; "Try again" then renders it normally.
 * It crashes after mounting, not while the server renders it, which would fail the build.
 */
import Layout from '@theme/Layout';
import {useEffect, useState, type ReactNode} from 'react';

/** Once per page load: after "Try again" the boundary remounts Crasher, which then renders. */
let crashed = false;

function Crasher(): ReactNode {
  const [crash, setCrash] = useState(false);
  useEffect(() => {
    if (!crashed) {
      crashed = true;
      // eslint-disable-next-line react-hooks/set-state-in-effect -- the crash must come after mounting (a crash while the server renders fails the build)
      setCrash(true);
    }
  }, []);
  // Decided in the effect, not here: React renders a failing component twice before giving up.
  if (crash) {
    throw new Error('Crash test: the page failed to render', {
      cause: new Error('Crash test cause: the list could not be read', {
        cause: new Error('Crash test root cause: the data was missing'),
      }),
    });
  }
  return <p>The crash test page rendered.</p>;
}

export default function CrashPage(): ReactNode {
  return (
    <Layout title="Crash test" description="A page for the end-to-end tests that crashes once on purpose.">
      <main className="container margin-vert--xl">
        <h1>Crash test</h1>
        <Crasher />
      </main>
    </Layout>
  );
}
