/** The classic theme's progress bar; its settings and `start` are read in a unit test. */
declare module 'nprogress' {
  const nprogress: {settings: Record<string, unknown>; start: () => unknown};
  export default nprogress;
}
