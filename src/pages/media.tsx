import Heading from '@theme/Heading';
import Layout from '@theme/Layout';
import type {ReactNode} from 'react';

export default function Media(): ReactNode {
  return (
    <Layout title="Media assets" description="The tRPC logo, brand colour and font, ready to download for articles, talks and slides.">
      <main className="container margin-vert--xl">
        <Heading as="h1">Media assets</Heading>
        <p>
          Writing about tRPC, giving a talk or building an integration? Use these assets as they are: please do not
          recolour or distort the logo. The brand colour is <code>#398ccb</code>.
        </p>
        <p>
          <img src="/img/logo.svg" alt="The tRPC logo" width={96} height={96} />
        </p>
        <p>
          <a href="/img/logo.svg" download>
            Download the logo (SVG)
          </a>
        </p>
      </main>
    </Layout>
  );
}
