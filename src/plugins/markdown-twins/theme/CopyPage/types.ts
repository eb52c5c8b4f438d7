/**
 * The Copy page button's props, which its lazily loaded menu (./Menu.tsx)
 * takes too: in a module of their own, so that the menu and the button
 * (./index.tsx) do not import each other.
 */
import type {PageRef} from './prompt';

/** The menu makes the twin's absolute URL from its path (out of every page's code). */
export interface Props extends Omit<PageRef, 'markdownUrl'> {
  /** Site path of the Markdown twin, fetched for the clipboard. */
  markdownPath: string;
}
