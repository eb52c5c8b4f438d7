import useBaseUrl from '@docusaurus/useBaseUrl';
import Heading from '@theme/Heading';
import clsx from 'clsx';
import type {ReactNode} from 'react';
import type {BrandAsset} from '@site/src/data/brand';
import {actionButton} from '../actionButton';
import styles from './styles.module.css';

function FileLink({href, format, size, name}: {href: string; format: string; size?: string; name: string}): ReactNode {
  return (
    <a
      className={actionButton}
      href={useBaseUrl(href)}
      download
      aria-label={`Download the ${name.toLowerCase()} as ${format}`}>
      {format}
      {size && ` (${size})`}
    </a>
  );
}

/** One asset: a preview on the background it is drawn for, and a download per format. */
export default function AssetCard({asset}: {asset: BrandAsset}): ReactNode {
  return (
    <li className={styles.card}>
      <div className={clsx(styles.preview, styles[asset.background])}>
        <img
          src={useBaseUrl(asset.preview.src)}
          alt={`Preview: ${asset.name}`}
          width={asset.preview.width}
          height={asset.preview.height}
          loading="lazy"
        />
      </div>
      <Heading as="h3">{asset.name}</Heading>
      <p>{asset.description}</p>
      <div className={styles.files}>
        {asset.files.map((file) => (
          <FileLink key={file.href} {...file} name={asset.name} />
        ))}
      </div>
    </li>
  );
}
