import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import Layout from '@theme/Layout';
import type {ReactNode} from 'react';
import Hero from './_components/Hero';

export default function Home(): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  return (
    <Layout
      title={`${siteConfig.title} - ${siteConfig.tagline}`}
      description="tRPC lets you build and consume fully typesafe APIs without schemas or code generation.">
      <main>
        <Hero />
      </main>
    </Layout>
  );
}
