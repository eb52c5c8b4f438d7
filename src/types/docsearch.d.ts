/** The DocSearch stylesheet entry ships no types; it is imported for its side effect. */
declare module '@docsearch/react/style';
