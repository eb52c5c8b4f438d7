import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import Layout from '@theme/Layout';
import type {ReactNode} from 'react';
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
        <Features />
        <Steps />
        <Testimonials />
        <Sponsors />
        <CallToAction />
      </main>
    </Layout>
  );
}
