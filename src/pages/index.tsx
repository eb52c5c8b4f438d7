import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import Layout from '@theme/Layout';
import type {ReactNode} from 'react';
import DeferredHydration from '@site/src/plugins/preact-runtime/client/DeferredHydration';
import CallToAction from './_components/CallToAction';
import Features from './_components/Features';
import Hero from './_components/Hero';
import Sponsors from './_components/Sponsors';
import Steps from './_components/Steps';
import Testimonials from './_components/Testimonials';

export default function Home(): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  return (
    <Layout
      title={`${siteConfig.title} - ${siteConfig.tagline}`}
      description="tRPC lets you build and consume fully typesafe APIs without schemas or code generation.">
      <main>
        <Hero />
        {/* Below the fold: each section (one root element) hydrates in an idle period of its own. */}
        <DeferredHydration>
          <Features />
        </DeferredHydration>
        <DeferredHydration>
          <Steps />
        </DeferredHydration>
        <DeferredHydration>
          <Testimonials />
        </DeferredHydration>
        <DeferredHydration>
          <Sponsors />
        </DeferredHydration>
        <DeferredHydration>
          <CallToAction />
        </DeferredHydration>
      </main>
    </Layout>
  );
}
