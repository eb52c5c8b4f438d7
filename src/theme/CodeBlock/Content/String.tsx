/**
 * Wraps the theme's string code block to hand its build-time highlighted lines
 * (the `highlightedHtml` prop set by src/plugins/code-highlight) to the
 * swizzled CodeBlock/Content, which draws them.
 */
import type {ReactNode} from 'react';
import StringContent from '@theme-original/CodeBlock/Content/String';
import type {Props} from '@theme/CodeBlock/Content/String';
import {HighlightedSourceProvider} from '@site/src/plugins/code-highlight/client/context';

export default function StringContentWrapper(props: Props & {highlightedHtml?: string}): ReactNode {
  const {highlightedHtml, ...rest} = props;
  return (
    <HighlightedSourceProvider value={{code: props.children, html: highlightedHtml}}>
      <StringContent {...rest} />
    </HighlightedSourceProvider>
  );
}
