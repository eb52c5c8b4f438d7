/**
 * Theme components the Copy page menu renders without knowing who brings
 * them: markdown-twins' own theme has an empty one, which a plugin listed
 * after it replaces (src/plugins/offline-reading brings "Read offline").
 */
declare module '@theme/OfflineReadingMenuItem' {
  import type {ReactNode} from 'react';

  export interface Props {
    /** The menu's item and hint classes, so the entry looks like its neighbours. */
    itemClassName: string;
    hintClassName: string;
    /** Says a step in the menu's status line (a live region that outlives the menu). */
    onStatus: (message: string) => void;
  }
  export default function OfflineReadingMenuItem(props: Props): ReactNode;
}
