import Heading from '@theme/Heading';
import Layout from '@theme/Layout';
import type {ReactNode} from 'react';
import {brandAssets, brandColour, brandFont} from '@site/src/data/brand';
import AssetCard from './_components/AssetCard';
import CopyButton from './_components/CopyButton';
import styles from './styles.module.css';

const SECTIONS = {logos: 'Logo and wordmarks', colour: 'Colour and font'};

export default function Media(): ReactNode {
  return (
    <Layout
      title="Media assets"
      description="The tRPC logo and wordmarks in SVG and PNG, the brand colour and the font, ready for articles, talks and slides.">
      <main className="container margin-vert--xl">
        <Heading as="h1">Media assets</Heading>
        <p className={styles.lead}>
          Writing about tRPC, giving a talk or listing it in your project? Use these files as they are. Keep the mark's
          proportions and colours, give it some room, and pick the wordmark drawn for your background.
        </p>

        {/* Named by the same words as the heading, not by the heading itself: its name ends with
            its anchor link's "Direct link to …". */}
        <section aria-label={SECTIONS.logos}>
          <Heading as="h2" id="logos">
            {SECTIONS.logos}
          </Heading>
          <ul className={styles.assets}>
            {brandAssets.map((asset) => (
              <AssetCard key={asset.name} asset={asset} />
            ))}
          </ul>
        </section>

        <section aria-label={SECTIONS.colour}>
          <Heading as="h2" id="colour-and-font">
            {SECTIONS.colour}
          </Heading>
          <dl className={styles.tokens}>
            <div className={styles.token}>
              <dt>{brandColour.name}</dt>
              <dd>
                <span className={styles.swatch} style={{background: brandColour.value}} aria-hidden="true" />
                <code>{brandColour.value}</code> <CopyButton value={brandColour.value} label="Copy colour" />
              </dd>
            </div>
            <div className={styles.token}>
              <dt>{brandFont.name}</dt>
              <dd>
                <code>{brandFont.value}</code> <CopyButton value={brandFont.value} label="Copy font" />
              </dd>
            </div>
          </dl>
        </section>
      </main>
    </Layout>
  );
}
