/** The classic theme's progress bar; only its settings are read (in a unit test). */
declare module 'nprogress' {
  const nprogress: {settings: Record<string, unknown>};
  export default nprogress;
}
