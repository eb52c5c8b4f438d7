/**
 * The Copy page menu's "Read offline" entry when no plugin brings one: none.
 * src/plugins/offline-reading's theme replaces it (it is listed after this plugin).
 */
import type {ReactNode} from 'react';

export default function OfflineReadingMenuItem(): ReactNode {
  return null;
}
