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
import {reasonsByHost, type ThirdParty} from './thirdParty';

/**
 * What the site keeps in the browser's localStorage (handbook/pages.md, "Browser storage").
 * A key ending in `…` stands for its family. e2e/privacy.spec.ts fails when a
 * page writes a key, cache or cookie this page does not list.
 */
const STORED = [
  ['theme', 'the colour mode you picked'],
  ['docusaurus.announcement.dismiss', 'that you closed the announcement bar'],
  ['docusaurus.announcement.id', 'which announcement that was'],
  ['docs-preferred-version-…', 'the docs version you last chose (one key per set of docs)'],
  // Docusaurus's Tabs keep a group's pick under `docusaurus.tab.<group>`; the one group that
  // remembers a choice is every install command's (src/remark/installTabs.ts).
  [
    'docusaurus.tab.…',
    'the package manager you picked (npm, Yarn, pnpm or Bun), so install commands show its commands on every page (docusaurus.tab.package-manager)',
  ],
  ['__DOCSEARCH_RECENT_SEARCHES__…', 'the search results you opened, shown as recent searches'],
  ['__DOCSEARCH_FAVORITE_SEARCHES__…', 'the searches you starred'],
  ['trpc.offlineReading', 'whether you turned offline reading on'],
  ['docusaurus.pwa.event.appInstalled.fired', 'that you installed the site as an app'],
] as const;

/** Cache Storage, only once you turn offline reading on (or install the site). */
const CACHES = [
  ['workbox-precache-…', "the site's code and styles"],
  ['trpc-offline-pages', 'the pages you read (without their query), the home page and the search index'],
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
            {reasonsByHost(sources).map(({host, reasons}) => (
              <li key={host}>
                <code>{host}</code>: {reasons.join('; ')}
              </li>
            ))}
          </ul>
        </dd>
        {party.cookies && (
          <>
            <dt>Cookies it sets</dt>
            <dd>
              <ul>
                {party.cookies.map((c) => (
                  <li key={c.name}>
                    <code>{c.name}</code>: {c.why}
                  </li>
                ))}
              </ul>
            </dd>
          </>
        )}
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
          <p>
            The site sets no cookie of its own (the third parties above list theirs). It keeps a few settings in your
            browser's local storage:
          </p>
          <ul>
            {STORED.map(([key, what]) => (
              <li key={key}>
                <code>{key}</code>: {what}
              </li>
            ))}
          </ul>
          <p>With offline reading on, it keeps these caches in your browser's Cache Storage:</p>
          <ul>
            {CACHES.map(([name, what]) => (
              <li key={name}>
                <code>{name}</code>: {what}
              </li>
            ))}
          </ul>
          <p>
            Turning offline reading off in the Copy page menu empties them. Links to GitHub, Twitter and Discord are
            plain links: nothing is requested from those sites until you follow one.
          </p>
          <p>
            So are &ldquo;Report a problem with this page&rdquo; and &ldquo;Report a broken link&rdquo;: they open
            GitHub&rsquo;s new-issue form in a new tab, filled in with the page&rsquo;s address and version (or the
            address you asked for and the page you came from, without their query), the heading you were reading and any
            text you selected. Nothing is sent until you follow the link, and nothing is filed until you submit the form
            on GitHub.
          </p>
          <p>
            Three other kinds of link send something to another site, and only when you follow them. The Copy page
            menu&rsquo;s &ldquo;Open in ChatGPT&rdquo; and &ldquo;Open in Claude&rdquo; open that assistant with a
            prompt in the address that names the page&rsquo;s Markdown address, its title and its tRPC version; the
            assistant&rsquo;s own privacy terms then apply. &ldquo;Open in TypeScript Playground&rdquo; under a code
            sample goes through a page of this site to typescriptlang.org, with the sample&rsquo;s code in the address
            after its <code>#</code>, a part browsers do not send to the server: the playground reads it in your
            browser.
          </p>
        </section>
      </main>
    </Layout>
  );
}
