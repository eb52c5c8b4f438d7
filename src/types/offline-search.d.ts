/** The search modal's starting points, written at build time by src/plugins/offline-search (createData). */
declare module '@generated/offline-search/default/starting-points.json' {
  const startingPoints: import('../plugins/offline-search/startingPoints').StartingPoints;
  export default startingPoints;
}
