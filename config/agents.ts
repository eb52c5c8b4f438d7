/**
 * How the site's content may be used, said once: robots.txt states it with the
 * Content-Signal convention (https://contentsignals.org) for search engines,
 * AI answers that read pages as input, and AI training. All allowed by default;
 * set one to false and the next build's robots.txt says `no`.
 */
import type {ContentSignal} from '../src/plugins/markdown-twins/robots';

export const contentSignal: ContentSignal = {search: true, 'ai-input': true, 'ai-train': true};
