/**
 * Replaces the theme's CodeBlock/Content, the one component that imports Prism
 * in the browser. It draws the lines highlighted at build time
 * (src/plugins/code-highlight) with the theme's own classes, line highlights
 * and line numbers; the title, copy and word-wrap buttons stay the theme's.
 * Under a line it draws the compiler's annotations of that line (twoslash
 * markers, answered at build time), which are not part of the code, nor of the copy.
 *
 * Gain (handbook/performance.md, What each optimisation earns): without build-time highlighting a
 * doc page scored 9 points lower and a post 8 (Lighthouse mobile, 7 rounds).
 * Guard: scripts/upstream/drift.test.ts fails when the upstream file it
 * stands for changes (handbook/upgrading-docusaurus.md).
 */
import {Fragment, type CSSProperties, type ReactNode} from 'react';
import clsx from 'clsx';
import {useCodeBlockContext} from '@docusaurus/theme-common/internal';
import type {Props} from '@theme/CodeBlock/Content';
import {annotationsByShownLine, linesToShow, plainLinesHtml} from '@site/src/plugins/code-highlight/client/lines';
import type {RenderedAnnotation} from '@site/src/plugins/code-highlight/queries';
import {useHighlightedSource} from '@site/src/plugins/code-highlight/client/context';
import styles from '@docusaurus/theme-classic/lib/theme/CodeBlock/Content/styles.module.css';
import lineStyles from '@docusaurus/theme-classic/lib/theme/CodeBlock/Line/styles.module.css';
import annotationStyles from './styles.module.css';

/** What an annotation is, said to screen readers (its visible label is CSS, styles.module.css). */
const ANNOTATION_NAMES: Record<RenderedAnnotation['kind'], string> = {query: 'Inferred type', error: 'Compiler error'};

/**
 * A type or an error the compiler gave for the line above, indented under the
 * column it is about, and labelled as the compiler's output rather than code.
 */
function Annotation({annotation}: {annotation: RenderedAnnotation}): ReactNode {
  return (
    <div
      className={clsx(annotationStyles.annotation, annotation.kind === 'error' && annotationStyles.error)}
      role="note"
      aria-label={ANNOTATION_NAMES[annotation.kind]}
      data-annotation={annotation.kind}
      style={{'--annotation-column': `${annotation.column}ch`} as CSSProperties}
      dangerouslySetInnerHTML={{__html: annotation.html}}
    />
  );
}

export default function CodeBlockContent({className}: Props): ReactNode {
  const {
    metadata,
    wordWrap: {codeBlockRef, isCodeScrollable, isEnabled: wrapped},
  } = useCodeBlockContext();
  const source = useHighlightedSource();
  const lines = linesToShow(source?.code ?? metadata.code, source?.html, metadata.code);
  const numbered = metadata.lineNumbersStart !== undefined;
  const annotations = annotationsByShownLine(source?.code ?? metadata.code, metadata.code, source?.annotations ?? []);
  const annotated = annotations.some((a) => a.length > 0);
  const plain = !numbered && !annotated && lines.every((_, i) => !metadata.lineClassNames[i]?.length);
  return (
    <pre
      ref={codeBlockRef}
      // A block that scrolls sideways is a tab stop, so that keyboard users can scroll it; one
      // that fits (or wraps) is not, so that Tab does not stop on every block (WCAG 2.1.1, 2.4.3).
      tabIndex={isCodeScrollable && !wrapped ? 0 : undefined}
      // A tab stop is a named region, named by the block's file title when it has one.
      role={isCodeScrollable && !wrapped ? 'region' : undefined}
      // "Code: server/routers.ts", or "Code, tsx" for a block without a title.
      aria-label={
        isCodeScrollable && !wrapped
          ? `Code${metadata.title ? `: ${metadata.title}` : `, ${metadata.language}`}`
          : undefined
      }
      className={clsx(
        className,
        'prism-code',
        `language-${metadata.language}`,
        styles.codeBlock,
        // The copy and wrap buttons sit in the title row, or in a strip above the first line.
        metadata.title ? annotationStyles.titled : annotationStyles.untitled,
        annotated && annotationStyles.annotated,
        'thin-scrollbar',
      )}>
      {plain ? (
        // Most blocks mark no line: their lines are text in the <pre>, one
        // newline each, with no element per line (the theme has a <div> and a
        // <br> per line: a quarter of a long post's code elements).
        <code className={styles.codeBlockLines} dangerouslySetInnerHTML={{__html: plainLinesHtml(lines)}} />
      ) : (
        <code
          className={clsx(styles.codeBlockLines, numbered && styles.codeBlockLinesWithNumbering)}
          style={numbered ? {counterReset: `line-count ${metadata.lineNumbersStart! - 1}`} : undefined}>
          {lines.map((html, i) => {
            const lineClass = clsx('token-line', metadata.lineClassNames[i], numbered && lineStyles.codeLine);
            // As in the theme, a <br> ends each line so that an empty line keeps its height.
            const line = numbered ? (
              <div className={lineClass}>
                <span className={lineStyles.codeLineNumber} />
                <span className={lineStyles.codeLineContent} dangerouslySetInnerHTML={{__html: html}} />
                <br />
              </div>
            ) : (
              <div className={lineClass} dangerouslySetInnerHTML={{__html: `${html}<br>`}} />
            );
            return (
              <Fragment key={i}>
                {line}
                {annotations[i]!.map((annotation, j) => (
                  <Annotation key={j} annotation={annotation} />
                ))}
              </Fragment>
            );
          })}
        </code>
      )}
    </pre>
  );
}
