import {createContext, useContext, type ReactNode} from 'react';

/** A code block's source and its build-time highlighted lines (see ../remark.ts). */
export interface HighlightedSource {
  code: string;
  html: string | undefined;
}

const Context = createContext<HighlightedSource | null>(null);

export function HighlightedSourceProvider({value, children}: {value: HighlightedSource; children: ReactNode}): ReactNode {
  return <Context.Provider value={value}>{children}</Context.Provider>;
}

export const useHighlightedSource = (): HighlightedSource | null => useContext(Context);
