/** Companies that have publicly sponsored tRPC, as listed on /docs/community/sponsors. */
export type SponsorTier = 'gold' | 'silver' | 'bronze';

export interface Sponsor {
  name: string;
  url: string;
  tier: SponsorTier;
  /**
   * The sponsor's logo, a file of this site under static/ (never another host's
   * image: a reader's browser asks no third party for it), shown beside the name.
   * The project has none yet: static/img/sponsors/<slug of the name>.svg or .png
   * goes here once it does (src/data/data.test.ts fails when one is left out).
   */
  logo?: string;
}

export const sponsors: Sponsor[] = [
  {name: 'Cal.com', url: 'https://cal.com', tier: 'gold'},
  {name: 'Render', url: 'https://render.com', tier: 'gold'},
  {name: 'Ping.gg', url: 'https://ping.gg', tier: 'silver'},
  {name: 'Prisma', url: 'https://www.prisma.io', tier: 'silver'},
  {name: 'Echobind', url: 'https://echobind.com', tier: 'silver'},
  {name: 'Newfront', url: 'https://www.newfront.com', tier: 'bronze'},
  {name: 'Snaplet', url: 'https://snaplet.dev', tier: 'bronze'},
  {name: 'Flylance', url: 'https://flylance.com', tier: 'bronze'},
];
