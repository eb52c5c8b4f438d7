/**
 * What the site loads from other servers, when, and how to keep it from
 * loading. Drawn from the build's configuration (config/host.ts, the table
 * the Content-Security-Policy is written from), so it lists exactly the hosts
 * a page of this build may contact. The table reaches this page as its route's
 * data (./index.ts), not with every page's bundle.
 */
import Heading from '@theme/Heading';
import Layout from '@theme/Layout';
import type {ReactNode} from 'react';
import type {ThirdParty} from './thirdParty';

/** What the site keeps in the browser's localStorage (README, "Browser storage"). */
const STORED = [
  ['theme', 'the colour mode you picked'],
  ['docusaurus.announcement.dismiss', 'that you closed the announcement bar'],
  ['docusaurus.announcement.id', 'which announcement that was'],
  ['docs-preferred-version-default', 'the docs version you last chose'],
] as const;

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

function ThirdPartySection({party}: {party: ThirdParty}): ReactNode {
  const sources = Object.values(party.sources).flat();
  return (
    <section>
      <Heading as="h2">{party.name}</Heading>
      <dl>
        <dt>What it does</dt>
        <dd>It {party.purpose}.</dd>
        <dt>When it loads</dt>
        <dd>{capitalised(party.when)}.</dd>
        <dt>Servers contacted</dt>
        <dd>
          <ul>
            {[...new Map(sources.map((s) => [s.host, s])).values()].map((s) => (
              <li key={s.host}>
                <code>{s.host}</code>: {s.why}
              </li>
            ))}
          </ul>
        </dd>
        <dt>How to opt out</dt>
        <dd>{capitalised(party.optOut)}.</dd>
      </dl>
    </section>
  );
}

export default function Privacy({thirdParties: parties}: {thirdParties: ThirdParty[]}): ReactNode {
  return (
    <Layout
      title="Privacy"
      description="What this site loads from other servers, when, and how to keep it from loading.">
      <main className="container container--fluid margin-vert--xl" style={{maxWidth: '48rem'}}>
        <Heading as="h1">Privacy</Heading>
        <p>
          Every page, script, style and image of this site comes from this site. This page lists everything else a page
          may load from another server; the site's Content-Security-Policy is written from the same list, so a browser
          refuses anything not on it.
        </p>
        {parties.length === 0 ? (
          <p>This build of the site loads nothing from other servers.</p>
        ) : (
          parties.map((party) => <ThirdPartySection key={party.name} party={party} />)
        )}
        <section>
          <Heading as="h2">Global Privacy Control and Do Not Track</Heading>
          <p>
            When your browser sends either signal, no third-party script loads on any page: quoted posts stay plain text
            and no page view is counted.
          </p>
        </section>
        <section>
          <Heading as="h2">What stays in your browser</Heading>
          <p>The site sets no cookie of its own. It keeps a few settings in your browser's local storage:</p>
          <ul>
            {STORED.map(([key, what]) => (
              <li key={key}>
                <code>{key}</code>: {what}
              </li>
            ))}
          </ul>
          <p>
            Links to GitHub, Twitter and Discord are plain links: nothing is requested from those sites until you follow
            one.
          </p>
          <p>
            So are &ldquo;Report a problem with this page&rdquo; and &ldquo;Report a broken link&rdquo;: they open
            GitHub&rsquo;s new-issue form in a new tab, filled in with the page&rsquo;s address and version (or the
            address you asked for and the page you came from), the heading you were reading and any text you selected.
            Nothing is sent until you follow the link, and nothing is filed until you submit the form on GitHub.
          </p>
        </section>
      </main>
    </Layout>
  );
}
