/**
 * An admonition's icon is decoration beside its written title ("note",
 * "caution"): hidden from screen readers, which announced it as an unnamed
 * image (WCAG 1.1.1).
 */
import type {ReactNode} from 'react';
import Layout from '@theme-original/Admonition/Layout';
import type {Props} from '@theme/Admonition/Layout';

export default function AdmonitionLayout({icon, ...props}: Props): ReactNode {
  return <Layout {...props} icon={icon && <span aria-hidden="true">{icon}</span>} />;
}
