/**
 * Public posts about tRPC, quoted with their authors' handles and links, as
 * the love page shows them (docs/community/love.mdx).
 */
export interface Testimonial {
  name: string;
  handle: string;
  url: string;
  date: string;
  /** Paragraphs of the post. */
  text: string[];
}

export const testimonials: Testimonial[] = [
  {
    name: 'Matt Pocock',
    handle: 'mattpocockuk',
    url: 'https://twitter.com/mattpocockuk/status/1537761528962764802',
    date: 'June 17, 2022',
    text: [
      'Tried out trpc for the first time yesterday. The fact that you get type safety WITHOUT codegen is extremely compelling. It makes the feedback loop very very fast.',
      'Sort of wishing I had used this instead of graphql for my last project.',
    ],
  },
  {
    name: 'Theo - t3.gg',
    handle: 't3dotgg',
    url: 'https://twitter.com/t3dotgg/status/1571922456239284224',
    date: 'September 19, 2022',
    text: [
      'The amount that tRPC has improved the quality of our code, the speed of our delivery, and the happiness of our devs is hard to comprehend.',
      'I know I shill it a lot but seriously, please try @trpcio',
    ],
  },
  {
    name: 'Minko Gechev',
    handle: 'mgechev',
    url: 'https://twitter.com/mgechev/status/1549140656752234496',
    date: 'July 18, 2022',
    text: [
      'tRPC - Safe API between your client and server 🔥',
      'I *LOVE* this project!',
      "If you're building your client and server with TypeScript, tRPC allows you to have static verification of your communication protocol with *zero* overhead on the client.",
    ],
  },
];
