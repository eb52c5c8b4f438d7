/**
 * A page whose title is markup, indexed by search in e2e builds only, so the
 * tests can check that every place a result is shown (the modal, recent
 * searches, /search) renders it as text and runs none of it.
 */
import Heading from '@theme/Heading';
import Layout from '@theme/Layout';
import type {ReactNode} from 'react';

export const PROBE_TITLE = '<img src=x onerror="window.__xss=1">';

export default function SearchProbePage(): ReactNode {
  return (
    <Layout title="Search probe" description="A test-only page whose title is markup.">
      <main className="container margin-vert--lg">
        <Heading as="h1">{PROBE_TITLE}</Heading>
        <p>This page exists only in builds made for the end-to-end tests of search escaping.</p>
      </main>
    </Layout>
  );
}
