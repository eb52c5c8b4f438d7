import {createContext, useContext, type ReactNode} from 'react';
import type {RenderedAnnotation} from '../queries';

/** A code block's source, its build-time highlighted lines (see ../remark.ts) and the compiler's annotations (../queries.ts). */
export interface HighlightedSource {
  code: string;
  html: string | undefined;
  annotations: readonly RenderedAnnotation[];
}

const Context = createContext<HighlightedSource | null>(null);

export function HighlightedSourceProvider({
  value,
  children,
}: {
  value: HighlightedSource;
  children: ReactNode;
}): ReactNode {
  return <Context.Provider value={value}>{children}</Context.Provider>;
}

export const useHighlightedSource = (): HighlightedSource | null => useContext(Context);
