/**
 * Wraps the theme's string code block to hand its build-time highlighted lines
 * (the `highlightedHtml` prop set by src/plugins/code-highlight) and the
 * compiler's annotations (`codeAnnotations`, set by its queries.ts) to the
 * swizzled CodeBlock/Content, which draws them; and sets the block in its
 * Sample (its setup disclosure and playground link, ./samples.ts).
 *
 * Guard: the theme does not mark this component safe to wrap, so
 * scripts/upstream/drift.test.ts fails when its upstream file changes.
 */
import type {ReactNode} from 'react';
// A plugin's theme wraps the classic theme's component through @theme-init (@theme-original would name this file).
import StringContent from '@theme-init/CodeBlock/Content/String';
import type {Props} from '@theme/CodeBlock/Content/String';
import {HighlightedSourceProvider} from '@site/src/plugins/code-highlight/client/context';
import type {RenderedAnnotation} from '@site/src/plugins/code-highlight/queries';
import {Sample} from '@site/src/plugins/code-highlight/client/SampleExtras';

/** The annotations the build wrote; anything unreadable draws none rather than breaking the block. */
function readAnnotations(json: string | undefined): RenderedAnnotation[] {
  if (!json) return [];
  try {
    const parsed: unknown = JSON.parse(json);
    return Array.isArray(parsed) ? (parsed as RenderedAnnotation[]) : [];
  } catch {
    return [];
  }
}

export default function StringContentWrapper(
  props: Props & {
    highlightedHtml?: string;
    codeAnnotations?: string;
    setupHtml?: string;
    setupLines?: string;
    playgroundHref?: string;
  },
): ReactNode {
  const {highlightedHtml, codeAnnotations, setupHtml, setupLines, playgroundHref, ...rest} = props;
  return (
    <Sample setupHtml={setupHtml} setupLines={setupLines} playgroundHref={playgroundHref} className={props.className}>
      <HighlightedSourceProvider
        value={{code: props.children, html: highlightedHtml, annotations: readAnnotations(codeAnnotations)}}>
        <StringContent {...rest} />
      </HighlightedSourceProvider>
    </Sample>
  );
}
