import Heading from '@theme/Heading';
import Layout from '@theme/Layout';
import type {ReactNode} from 'react';

export default function Search(): ReactNode {
  return (
    <Layout title="Search the documentation" description="Search the tRPC documentation, API reference and blog.">
      <main className="container margin-vert--xl">
        <Heading as="h1">Search the documentation</Heading>
        <p>
          Search covers the 10.x and 9.x docs, the blog and the site pages. Open the search box from the navbar, or
          press <kbd>Ctrl</kbd> + <kbd>K</kbd>.
        </p>
      </main>
    </Layout>
  );
}
